import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ScreenSection } from '@/components/ui/screen-section';
import { SectionPicker } from '@/components/ui/section-picker';
import { showServerErrors } from '@/lib/server-errors';
import { isIsoDate, localIsoDate } from '@/lib/dates';
import { useFileDownload } from '@/lib/download-file';
import { reportPaths } from '../api/report-paths';

/** The export's fields, as the server names them in `errors`. */
const EXPORT_FIELDS = ['sectionID', 'from', 'to'] as const;

/** The longest range one export covers, in days. */
const MAX_DAYS = 366;

interface ExportValues {
  sectionID: string | null;
  from: string;
  to: string;
}

/** A day's date, or why it is not one (the server's words). */
const dayRule = (value: string) => (!value ? 'Enter a date.' : isIsoDate(value) ? null : 'Enter the date as YYYY-MM-DD.');

/**
 * 'Export' of the admin area: every register taken of a section between two days (present
 * marks included) as a CSV file, one row per student per register. Checked before sending
 * with the server's rules; its refusals show beside their fields.
 */
export function ExportScreen() {
  const today = localIsoDate(new Date());
  const download = useFileDownload('attendance-export.csv');
  const form = useForm<ExportValues>({
    initialValues: { sectionID: null, from: dayjs(today).startOf('month').format('YYYY-MM-DD'), to: today },
    validate: {
      sectionID: (value) => (value ? null : 'Choose a section.'),
      from: dayRule,
      to: (value, values) => {
        const problem = dayRule(value);
        if (problem || !isIsoDate(values.from)) return problem;
        if (value < values.from) return 'The last day cannot be before the first day.';
        return dayjs(value).diff(dayjs(values.from), 'day') + 1 > MAX_DAYS ? `Choose at most ${MAX_DAYS} days.` : null;
      },
    },
  });

  const submit = (values: ExportValues) =>
    download.mutate(reportPaths.export(values.sectionID ?? '', values.from, values.to), {
      onError: (error) => showServerErrors(form, error, EXPORT_FIELDS),
    });

  return (
    <ScreenSection title="Export">
      <Text c="dimmed">
        Every register taken of a section between two days, one row per student per register, as a CSV file.
      </Text>
      <Paper withBorder radius="md" p="md">
        <form noValidate aria-label="Export attendance" onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <SectionPicker
              value={form.values.sectionID}
              onChange={(value) => form.setFieldValue('sectionID', value)}
              error={typeof form.errors.sectionID === 'string' ? form.errors.sectionID : undefined}
            />
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput label="From" type="date" w="12rem" max={today} {...form.getInputProps('from')} />
              <TextInput label="To" type="date" w="12rem" max={today} {...form.getInputProps('to')} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={download.isPending} leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
                Download CSV
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </ScreenSection>
  );
}
