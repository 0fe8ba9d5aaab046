import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useSaveFeeSchedule } from '../api/save-fee-schedule';
import {
  blankItem,
  blankPlan,
  isScheduleField,
  scheduleErrors,
  schedulePayload,
  scheduleValuesOf,
  type ScheduleValues,
  type YearSpan,
} from '../hooks/schedule-values';
import { serverFieldsOf } from '../hooks/server-fields';
import { formatPesos, parseCentavos } from '../lib/money';
import type { FeeScheduleView } from '../types';
import { FeeItemsTable } from './fee-items-table';
import { PaymentPlansEditor } from './payment-plans-editor';

export interface ScheduleFormProps {
  schedule: FeeScheduleView;
  /** The school year's days, which the due dates must fall in; null while unknown. */
  year: YearSpan | null;
  /** "Grade 7": names the form. */
  levelName: string;
}

/** The sum of the mandatory items typed so far: what every learner of the level is charged. */
function mandatoryTotal(values: ScheduleValues): number {
  return values.items.reduce((sum, item) => sum + (item.mandatory ? (parseCentavos(item.amount) ?? 0) : 0), 0);
}

/**
 * A level's fee schedule of a year: its fee items and payment plans, saved together with 'Save
 * schedule' (lines left out are deleted). The server's refusals show beside their fields,
 * anything else above the button.
 */
export function ScheduleForm({ schedule, year, levelName }: ScheduleFormProps) {
  const itemsHeading = useId();
  const plansHeading = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ScheduleValues>({
    initialValues: scheduleValuesOf(schedule),
    validate: (values) => scheduleErrors(values, year),
  });
  const save = useSaveFeeSchedule();

  const submit = (values: ScheduleValues) => {
    setRefusal(null);
    save.mutate(schedulePayload(values, schedule.schoolYearID, schedule.levelID), {
      onSuccess: (saved) => {
        const values = scheduleValuesOf(saved);
        form.setValues(values);
        form.resetDirty(values);
        notifySuccess(`The fee schedule of ${levelName} is saved.`);
      },
      onError: (error) => showServerErrors(form, error, serverFieldsOf(error, isScheduleField), { otherwise: setRefusal }),
    });
  };
  const listError = (field: 'items' | 'plans') =>
    typeof form.errors[field] === 'string' ? (
      <Text size="sm" c="red" role="alert">
        {form.errors[field]}
      </Text>
    ) : null;

  return (
    <form noValidate aria-label={`Fee schedule of ${levelName}`} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={itemsHeading}>
          <Stack gap="sm">
            <Title order={3} size="h4" id={itemsHeading}>
              Fee items
            </Title>
            <FeeItemsTable form={form} />
            {listError('items')}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('items', blankItem())}>
                Add fee item
              </Button>
              <Text size="sm" c="dimmed">{`Mandatory items: ${formatPesos(mandatoryTotal(form.values))}`}</Text>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={plansHeading}>
          <Stack gap="sm">
            <Title order={3} size="h4" id={plansHeading}>
              Payment plans
            </Title>
            <Text size="sm" c="dimmed">
              A learner pays by the plan chosen on their account, the first plan when none is.
            </Text>
            <PaymentPlansEditor form={form} firstDay={year?.firstDay} lastDay={year?.lastDay} />
            {listError('plans')}
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('plans', blankPlan())}>
                Add payment plan
              </Button>
            </Group>
          </Stack>
        </Paper>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
