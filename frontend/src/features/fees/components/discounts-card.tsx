import { ActionIcon, Alert, Button, Fieldset, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useSaveFeeDiscounts } from '../api/save-fee-discounts';
import {
  blankDiscount,
  discountErrors,
  discountsPayload,
  discountValuesOf,
  isDiscountField,
  type DiscountsValues,
} from '../hooks/discount-values';
import { serverFieldsOf } from '../hooks/server-fields';
import { choiceOf, DISCOUNT_KINDS, ITEM_KINDS, PAYERS } from '../lib/labels';
import type { FeeDiscountView } from '../types';
import { MoneyInput } from './money-input';

export interface DiscountsCardProps {
  schoolYearID: string;
  /** "2026-2027". */
  yearName: string;
  discounts: readonly FeeDiscountView[];
}

/**
 * 'Discounts': the year's discounts, for every level, each a percentage or an amount of the
 * items of the kinds it applies to, waived by the school (Family) or paid by the government
 * (ESC). Saved together with 'Save discounts'.
 */
export function DiscountsCard({ schoolYearID, yearName, discounts }: DiscountsCardProps) {
  const headingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DiscountsValues>({ initialValues: discountValuesOf(discounts), validate: discountErrors });
  const save = useSaveFeeDiscounts();

  const submit = (values: DiscountsValues) => {
    setRefusal(null);
    save.mutate(discountsPayload(values, schoolYearID), {
      onSuccess: (saved) => {
        const next = discountValuesOf(saved);
        form.setValues(next);
        form.resetDirty(next);
        notifySuccess(`The discounts of ${yearName} are saved.`);
      },
      onError: (error) =>
        showServerErrors(form, error, serverFieldsOf(error, isDiscountField, { amountCentavos: 'value' }), { otherwise: setRefusal }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-labelledby={headingId} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            Discounts
          </Title>
          <Text size="sm" c="dimmed">{`For every level of ${yearName}. A learner gets the discounts chosen on their account.`}</Text>
          {form.values.discounts.length === 0 && (
            <Text size="sm" c="dimmed">
              No discounts yet.
            </Text>
          )}
          {form.values.discounts.map((discount, index) => {
            const path = `discounts.${index}`;
            const percent = discount.kind === 'percent';
            return (
              <Fieldset key={discount.key} legend={`Discount ${index + 1}`} radius="md">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                    <TextInput label="Name" maxLength={100} {...form.getInputProps(`${path}.name`)} />
                    <Select label="Percentage or amount" data={DISCOUNT_KINDS} allowDeselect={false} {...form.getInputProps(`${path}.kind`)} />
                    {percent ? (
                      <TextInput label="Percentage" inputMode="decimal" rightSection="%" autoComplete="off" {...form.getInputProps(`${path}.value`)} />
                    ) : (
                      <MoneyInput label="Amount" {...form.getInputProps(`${path}.value`)} />
                    )}
                    <Select label="Paid by" data={PAYERS} allowDeselect={false} {...form.getInputProps(`${path}.payer`)} />
                  </SimpleGrid>
                  <MultiSelect
                    label="Applies to"
                    description="The kinds of fees it is taken off"
                    data={ITEM_KINDS}
                    placeholder={discount.itemKinds.length === 0 ? 'Choose the kinds of fees' : undefined}
                    {...form.getInputProps(`${path}.itemKinds`)}
                    onChange={(kinds) =>
                      form.setFieldValue(
                        `${path}.itemKinds`,
                        kinds.map((kind) => choiceOf(ITEM_KINDS, kind, 'other')),
                      )
                    }
                  />
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove discount ${index + 1}`}
                      onClick={() => form.removeListItem('discounts', index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Stack>
              </Fieldset>
            );
          })}
          {typeof form.errors.discounts === 'string' && (
            <Text size="sm" c="red" role="alert">
              {form.errors.discounts}
            </Text>
          )}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('discounts', blankDiscount())}>
              Add discount
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save discounts
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
