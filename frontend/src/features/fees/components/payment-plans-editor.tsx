import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DUE_DATE_COUNTS, PLAN_KINDS, choiceOf } from '../lib/labels';
import { dueDateCountText, resizeDueDates, type ScheduleValues } from '../hooks/schedule-values';
import { MoneyInput } from './money-input';

export interface PaymentPlansEditorProps {
  form: UseFormReturnType<ScheduleValues>;
  /** The school year's first and last day, which the due dates must fall between. */
  firstDay?: string;
  lastDay?: string;
}

/**
 * The level's payment plans, each in a group of its own ('Payment plan 1'): its name, kind,
 * installment charge, and as many due dates as the kind has (a monthly plan five to twelve).
 */
export function PaymentPlansEditor({ form, firstDay, lastDay }: PaymentPlansEditorProps) {
  if (form.values.plans.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payment plans yet: add the first with &apos;Add payment plan&apos;.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {form.values.plans.map((plan, index) => {
        const { least, most } = DUE_DATE_COUNTS[plan.kind];
        const path = `plans.${index}`;
        const countError = form.errors[`${path}.dueDates`];
        return (
          <Fieldset key={plan.key} legend={`Payment plan ${index + 1}`} radius="md">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label="Name" maxLength={100} {...form.getInputProps(`${path}.name`)} />
                <Select
                  label="Kind"
                  data={PLAN_KINDS}
                  allowDeselect={false}
                  {...form.getInputProps(`${path}.kind`)}
                  onChange={(value) => {
                    const kind = choiceOf(PLAN_KINDS, value ?? '', plan.kind);
                    form.setFieldValue(`${path}.kind`, kind);
                    form.setFieldValue(`${path}.dueDates`, resizeDueDates(form.getValues().plans[index].dueDates, kind));
                  }}
                />
                <MoneyInput label="Installment charge" description="Blank for none" {...form.getInputProps(`${path}.charge`)} />
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`${plan.key}-due`}>
                  Due dates
                </Text>
                <Text size="xs" c="dimmed">{`${dueDateCountText(plan.kind)}, inside the school year, each after the one before.`}</Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-labelledby={`${plan.key}-due`}>
                  {plan.dueDates.map((_date, place) => (
                    <Group key={place} gap={4} wrap="nowrap" align="flex-start">
                      <TextInput
                        label={`Due date ${place + 1}`}
                        type="date"
                        placeholder="YYYY-MM-DD"
                        min={firstDay}
                        max={lastDay}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`${path}.dueDates.${place}`)}
                      />
                      {plan.dueDates.length > least && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          mt={24}
                          aria-label={`Remove due date ${place + 1}`}
                          onClick={() => form.removeListItem(`${path}.dueDates`, place)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  ))}
                </SimpleGrid>
                {typeof countError === 'string' && (
                  <Text size="sm" c="red">
                    {countError}
                  </Text>
                )}
              </Stack>
              <Group justify="space-between" wrap="wrap" gap="sm">
                {plan.dueDates.length < most ? (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => form.insertListItem(`${path}.dueDates`, '')}
                  >
                    Add due date
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => form.removeListItem('plans', index)}
                >
                  {`Remove payment plan ${index + 1}`}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
