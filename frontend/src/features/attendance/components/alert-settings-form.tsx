import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoadState } from '@/components/ui/load-state';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { RESEND_MINUTES_MESSAGE, useAlertSettings, useSaveAlertSettings, type AlertSettings } from '../api/alert-settings';

const FIELDS = ['resendMinutes'] as const;

function Form({ settings }: { settings: AlertSettings }) {
  const save = useSaveAlertSettings();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { resendMinutes: String(settings.resendMinutes) },
    validate: {
      resendMinutes: (value: string) =>
        /^\d+$/.test(value.trim()) && Number(value) >= 5 && Number(value) <= 1440 ? null : RESEND_MINUTES_MESSAGE,
    },
  });
  const submit = (values: { resendMinutes: string }) =>
    save.mutate(
      { resendMinutes: Number(values.resendMinutes) },
      {
        onSuccess: () => notifySuccess('Guardian alert setting saved.'),
        onError: (error) => showServerErrors(form, error, FIELDS),
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label="Guardian alerts" onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            label="E-mail an unseen guardian alert again after (minutes)"
            description="When the school sends e-mail: an alert a guardian has not seen by then is e-mailed once more."
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            w={{ base: '100%', xs: '20rem' }}
            key={form.key('resendMinutes')}
            {...form.getInputProps('resendMinutes')}
            aria-invalid={Boolean(form.errors.resendMinutes)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save alert setting
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The guardians' alert setting, under the attendance settings. */
export function AlertSettingsForm() {
  const settings = useAlertSettings();
  return settings.data ? (
    <Form settings={settings.data} />
  ) : (
    <LoadState label="Loading the guardian alert setting" query={settings} failedText="The guardian alert setting could not be loaded." />
  );
}
