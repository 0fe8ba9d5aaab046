import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useSessionStore } from '@/lib/session-store';
import { useFeeSettings } from '../api/get-fee-settings';
import { FEE_SETTINGS_FIELDS, MOST_REMIND_DAYS, REMIND_DAYS_MESSAGE, useSaveFeeSettings } from '../api/save-fee-settings';
import { useSendReminders } from '../api/send-reminders';
import { remindersSentText } from '../lib/labels';
import type { FeeSettingsView } from '../types';

/** Said to a cashier, who sees the settings but may not change them (the server's words for a refusal). */
export const ONLY_ADMINISTRATORS = 'Only an administrator can change the fee settings.';

/** The settings as the form holds them: the days as typed. */
interface SettingsValues {
  studentsSeeFees: boolean;
  remindDaysBefore: string;
  remindOverdue: boolean;
  onlinePayments: boolean;
}

const valuesOf = (settings: FeeSettingsView): SettingsValues => ({
  studentsSeeFees: settings.studentsSeeFees,
  remindDaysBefore: String(settings.remindDaysBefore),
  remindOverdue: settings.remindOverdue,
  onlinePayments: settings.onlinePayments,
});

/** Whether `value` is a whole number of days a reminder may go out before a due date. */
const remindDaysValid = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= MOST_REMIND_DAYS;

/** The four settings and 'Save settings' (an administrator's), or the same read-only (a cashier's). */
function SettingsForm({ settings, readOnly }: { settings: FeeSettingsView; readOnly: boolean }) {
  const save = useSaveFeeSettings();
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues: valuesOf(settings),
    validate: { remindDaysBefore: (value) => (remindDaysValid(value) ? null : REMIND_DAYS_MESSAGE) },
  });

  const submit = (values: SettingsValues) =>
    save.mutate(
      {
        studentsSeeFees: values.studentsSeeFees,
        remindDaysBefore: Number(values.remindDaysBefore.trim()),
        remindOverdue: values.remindOverdue,
        onlinePayments: values.onlinePayments,
      },
      {
        onSuccess: () => notifySuccess('Fee settings saved.'),
        onError: (error) => showServerErrors(form, error, FEE_SETTINGS_FIELDS),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label="Fee settings" onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {readOnly && (
            <Alert color="gray" variant="light">
              {ONLY_ADMINISTRATORS}
            </Alert>
          )}
          <Switch
            label="Show students their fees"
            description="Students see their balance, installments and receipts under 'Fees' in the student portal."
            disabled={readOnly}
            key={form.key('studentsSeeFees')}
            {...form.getInputProps('studentsSeeFees', { type: 'checkbox' })}
          />
          <TextInput
            label="Remind guardians this many days before a due date"
            description="0 sends no reminder before the due date."
            type="number"
            inputMode="numeric"
            min={0}
            max={MOST_REMIND_DAYS}
            w={{ base: '100%', xs: '20rem' }}
            disabled={readOnly}
            key={form.key('remindDaysBefore')}
            {...form.getInputProps('remindDaysBefore')}
            aria-invalid={Boolean(form.errors.remindDaysBefore)}
          />
          <Switch
            label="Remind guardians when an installment is overdue"
            description="Once, when an installment's due date has passed and it is not paid."
            disabled={readOnly}
            key={form.key('remindOverdue')}
            {...form.getInputProps('remindOverdue', { type: 'checkbox' })}
          />
          <Switch
            label="Take payments online (GCash, Maya, cards)"
            description="Guardians pay an installment due on PayMongo's page with 'Pay online' under Fees. The server needs PayMongo's keys for this."
            disabled={readOnly}
            key={form.key('onlinePayments')}
            {...form.getInputProps('onlinePayments', { type: 'checkbox' })}
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** 'Send reminders now': the reminders due today that have not gone out yet, sent without waiting for the hour. */
function SendReminders() {
  const headingId = useId();
  const send = useSendReminders();
  const [result, setResult] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Reminders
        </Title>
        <Text size="sm" c="dimmed">
          Guardians are reminded by themselves every hour, each reminder once. Send the ones due today now without waiting.
        </Text>
        <Group gap="md" wrap="wrap">
          <Button
            variant="light"
            loading={send.isPending}
            onClick={() => {
              setResult(null);
              send.mutate(undefined, { onSuccess: ({ sent }) => setResult(remindersSentText(sent)) });
            }}
          >
            Send reminders now
          </Button>
          <Text role="status" fw={600}>
            {result}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Fees › 'Fee settings': whether students see their own fees, when guardians are reminded
 * of an installment (days before its due date, and once it is overdue) and whether guardians
 * may pay online (where the server has the provider's keys); 'Send reminders now'
 * sends the ones due today. A cashier sees the settings without changing them, and may send.
 */
export function FeeSettingsScreen() {
  const settings = useFeeSettings();
  const readOnly = useSessionStore((state) => state.session?.role !== 'admin');
  return (
    <ScreenSection title="Fee settings">
      {settings.data ? (
        <SettingsForm settings={settings.data} readOnly={readOnly} />
      ) : (
        <LoadState label="Loading the fee settings" query={settings} failedText="The fee settings could not be loaded." />
      )}
      <SendReminders />
    </ScreenSection>
  );
}
