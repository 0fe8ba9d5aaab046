import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { SETTINGS_FIELDS, useSaveReportCardSettings } from '../api/schemes';
import type { ReportCardSettings } from '../types';

/** 'Report card settings': the paper the PDFs are made on and the school's name on them. */
export function ReportCardSettingsForm({ settings }: { settings: ReportCardSettings }) {
  const save = useSaveReportCardSettings();
  const form = useForm<ReportCardSettings>({
    initialValues: settings,
    validate: {
      paper: (value) => (value === 'a4' || value === 'letter' ? null : 'Choose A4 or Letter.'),
      schoolName: (value) =>
        value.trim() === '' ? 'Enter the school’s name.' : value.trim().length > 120 ? 'Keep the name to 120 characters.' : null,
    },
  });
  const submit = (values: ReportCardSettings) =>
    save.mutate(
      { ...values, schoolName: values.schoolName.trim() },
      {
        onSuccess: () => notifySuccess('Report card settings saved.'),
        onError: (error) => showServerErrors(form, error, SETTINGS_FIELDS),
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label="Report card settings" onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="paper-label">
              Paper
            </Text>
            <SegmentedControl
              aria-labelledby="paper-label"
              data={[
                { value: 'a4', label: 'A4' },
                { value: 'letter', label: 'Letter' },
              ]}
              w="fit-content"
              {...form.getInputProps('paper')}
            />
            {form.errors.paper && (
              <Text size="xs" c="red">
                {form.errors.paper}
              </Text>
            )}
          </Stack>
          <TextInput label="School name" required maxLength={120} w={{ base: '100%', xs: 420 }} {...form.getInputProps('schoolName')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
