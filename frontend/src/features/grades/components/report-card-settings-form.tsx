import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { SETTINGS_FIELDS, useSaveReportCardSettings } from '../api/schemes';
import type { ReportCardSettings } from '../types';

/**
 * 'Report card settings': the paper the PDFs are made on, the school's name on them, and DepEd's
 * identity of the school (school ID, region, division) that the School Forms' heads print.
 */
export function ReportCardSettingsForm({ settings }: { settings: ReportCardSettings }) {
  const save = useSaveReportCardSettings();
  const form = useForm<ReportCardSettings>({
    initialValues: settings,
    validate: {
      paper: (value) => (value === 'a4' || value === 'letter' ? null : 'Choose A4 or Letter.'),
      schoolName: (value) =>
        value.trim() === '' ? 'Enter the school’s name.' : value.trim().length > 120 ? 'Keep the name to 120 characters.' : null,
      schoolID: (value) => (value.trim() === '' || /^\d{6}$/.test(value.trim()) ? null : 'A school ID has 6 digits.'),
      region: (value) => (value.trim().length > 100 ? 'Use at most 100 characters.' : null),
      division: (value) => (value.trim().length > 100 ? 'Use at most 100 characters.' : null),
    },
  });
  const submit = (values: ReportCardSettings) =>
    save.mutate(
      {
        ...values,
        schoolName: values.schoolName.trim(),
        schoolID: values.schoolID.trim(),
        region: values.region.trim(),
        division: values.division.trim(),
      },
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
          <TextInput
            label="School ID"
            description="DepEd's 6-digit school ID, printed on the School Forms."
            inputMode="numeric"
            maxLength={6}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('schoolID')}
          />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput label="Region" maxLength={100} w={{ base: '100%', xs: 200 }} {...form.getInputProps('region')} />
            <TextInput label="Division" maxLength={100} w={{ base: '100%', xs: 200 }} {...form.getInputProps('division')} />
          </Group>
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
