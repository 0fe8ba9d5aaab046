import { Alert, Button, Checkbox, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useFeeSchedule } from '../api/get-fee-schedule';
import { useSaveAccountSettings } from '../api/save-account-settings';
import { labelOf, PLAN_KINDS } from '../lib/labels';
import { formatPercent, formatPesos } from '../lib/money';
import type { FeeAccountView, FeeDiscountView, FeeScheduleView } from '../types';

interface SettingsValues {
  planID: string | null;
  discountIDs: string[];
  optionalItemIDs: string[];
}

/** The account settings' fields the server may name, as the form names them. */
const SETTINGS_FIELDS = ['planID', 'discountIDs', 'optionalItemIDs'] as const;

/** "ESC (₱9,000.00, Government)", "Sibling (10%)". */
function discountLabel(discount: FeeDiscountView): string {
  const size =
    discount.basisPoints !== null ? formatPercent(discount.basisPoints) : formatPesos(discount.amountCentavos ?? 0);
  return discount.payer === 'government' ? `${discount.name} (${size}, Government)` : `${discount.name} (${size})`;
}

function SettingsForm({ account, schedule }: { account: FeeAccountView; schedule: FeeScheduleView }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SettingsValues>({
    initialValues: { planID: account.planID, discountIDs: account.discountIDs, optionalItemIDs: account.optionalItemIDs },
  });
  const save = useSaveAccountSettings();
  const optional = schedule.items.filter((item) => !item.mandatory);
  const submit = (values: SettingsValues) => {
    setRefusal(null);
    save.mutate(
      { studentID: account.student._id, schoolYearID: account.schoolYearID, ...values },
      {
        onSuccess: () => notifySuccess('Account settings saved. Assess the account again for them to reach its ledger.'),
        onError: (error) => showServerErrors(form, error, SETTINGS_FIELDS, { otherwise: setRefusal }),
      },
    );
  };
  return (
    <form noValidate aria-label="Account settings" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Select
          label="Plan"
          data={schedule.plans.map((plan) => ({ value: plan._id, label: `${plan.name} (${labelOf(PLAN_KINDS, plan.kind)})` }))}
          placeholder={schedule.plans[0] ? `The level's first plan: ${schedule.plans[0].name}` : 'The level has no plans yet'}
          clearable
          {...form.getInputProps('planID')}
        />
        {schedule.discounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No discounts this school year.
          </Text>
        ) : (
          <MultiSelect
            label="Discounts"
            data={schedule.discounts.map((discount) => ({ value: discount._id, label: discountLabel(discount) }))}
            placeholder={form.values.discountIDs.length === 0 ? 'No discount' : undefined}
            {...form.getInputProps('discountIDs')}
          />
        )}
        {optional.length === 0 ? (
          <Text size="sm" c="dimmed">
            The level has no optional items.
          </Text>
        ) : (
          <Checkbox.Group label="Optional items" {...form.getInputProps('optionalItemIDs')}>
            <Stack gap={6} mt={6}>
              {optional.map((item) => (
                <Checkbox key={item._id} value={item._id} label={`${item.name} (${formatPesos(item.amountCentavos)})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save account settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface AccountSettingsFormProps {
  account: FeeAccountView;
}

/**
 * The plan, discounts and optional items the learner's assessment uses, chosen among their
 * level's schedule of the year (the level of their enrolment that year); saved with 'Save
 * account settings'.
 */
export function AccountSettingsForm({ account }: AccountSettingsFormProps) {
  const { levelID } = account.student;
  const schedule = useFeeSchedule(levelID === null ? null : account.schoolYearID, levelID);
  if (levelID === null) {
    return (
      <Text size="sm" c="dimmed">
        The learner has no level this school year, so there is no fee schedule to choose from.
      </Text>
    );
  }
  if (!schedule.data) {
    return <LoadState size="sm" label="Loading the fee schedule" query={schedule} failedText="The level's fee schedule could not be loaded." />;
  }
  return (
    <SettingsForm
      key={`${account.student._id}:${account.schoolYearID}:${account.planID}:${account.discountIDs.join()}:${account.optionalItemIDs.join()}`}
      account={account}
      schedule={schedule.data}
    />
  );
}
