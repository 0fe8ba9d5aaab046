import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { formatMonthYear, localIsoDate, monthsBetween } from '@/lib/dates';
import {
  LIS_EXPORTS,
  lisExportFile,
  sf4File,
  sf6File,
  useSchoolFormDownload,
  type LisExport,
  type SchoolFormFile,
} from '@/lib/school-forms';
import { showServerErrors } from '@/lib/server-errors';
import type { YearJson } from '@/types/wire';

export const SF4_BUTTON = 'Download SF4 (monthly movement and attendance)';
export const SF6_BUTTON = 'Download SF6 (promotion summary)';

/** The field of SF4's call shown beside its input when the server names it; any other refusal is said in the card. */
const SF4_FIELDS = ['month'] as const;

/** The school's forms and lists this card downloads. */
type SchoolFile = 'sf4' | 'sf6' | LisExport;

interface MonthValues {
  /** `YYYY-MM`, a month of the year. */
  month: string | null;
}

export interface SchoolWideFormsCardProps {
  /** The school year chosen on the Records screen (the current one unless another is); null while there is none. */
  year: YearJson | null;
}

/**
 * 'School-wide forms': the whole school's Monthly Learner's Movement and Attendance (SF4) of a
 * month of the year, its Summary Report on Promotion (SF6), and the LIS-ready enrolment and
 * status lists, each saved under the server's file name. A refusal of the month shows beside
 * it, anything else in the card. Kept per year: a year chosen anew starts it afresh.
 */
export function SchoolWideFormsCard({ year }: SchoolWideFormsCardProps) {
  const headingId = useId();
  const download = useSchoolFormDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const months = year ? monthsBetween(year.firstDay, year.lastDay) : [];
  const thisMonth = localIsoDate(new Date()).slice(0, 7);
  const form = useForm<MonthValues>({
    // This month, while the year runs.
    initialValues: { month: months.includes(thisMonth) ? thisMonth : null },
    validate: { month: (value) => (value ? null : 'Choose a month.') },
  });
  const monthOptions = months.map((month) => ({ value: month, label: formatMonthYear(month) }));

  /** The file asked for last, whose button spins while it downloads. */
  const [asked, setAsked] = useState<SchoolFile>('sf4');
  const fetchFile = (kind: SchoolFile, file: SchoolFormFile) => {
    setAsked(kind);
    setRefusal(null);
    download.mutate(file, {
      onError: (error) => showServerErrors(form, error, kind === 'sf4' ? SF4_FIELDS : [], { otherwise: setRefusal }),
    });
  };
  const buttonState = (kind: SchoolFile) => ({
    loading: download.isPending && asked === kind,
    disabled: download.isPending && asked !== kind,
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.onSubmit(({ month }) => fetchFile('sf4', sf4File(month ?? '', year?._id)))}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            School-wide forms
          </Title>
          <Text size="sm" c="dimmed">
            {`The whole school's forms of ${year ? `the school year ${year.name}` : 'the school year chosen'}, as spreadsheets: the Monthly Learner's Movement and Attendance (SF4) of a month, and the Summary Report on Promotion and Level of Proficiency (SF6).`}
          </Text>
          <Select
            label="Month"
            data={monthOptions}
            value={form.values.month}
            onChange={(value) => {
              form.setFieldValue('month', value);
              setRefusal(null);
              download.reset();
            }}
            allowDeselect={false}
            disabled={!year}
            placeholder={year ? 'Choose a month' : 'No school year yet'}
            error={typeof form.errors.month === 'string' ? form.errors.month : undefined}
            w={{ base: '100%', xs: 240 }}
          />
          <Group>
            <Button type="submit" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} {...buttonState('sf4')}>
              {SF4_BUTTON}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => fetchFile('sf6', sf6File(year?._id))}
              {...buttonState('sf6')}
            >
              {SF6_BUTTON}
            </Button>
          </Group>
          <Title order={4} size="h5">
            LIS exports
          </Title>
          <Text size="sm" c="dimmed">
            Every learner of the year, one row each, as CSV files ready for the Learner Information System.
          </Text>
          <Group>
            {LIS_EXPORTS.map(({ export: kind, button }) => (
              <Button
                key={kind}
                variant="light"
                leftSection={<IconFileTypeCsv size={16} aria-hidden />}
                onClick={() => fetchFile(kind, lisExportFile(kind, year?._id))}
                {...buttonState(kind)}
              >
                {button}
              </Button>
            ))}
          </Group>
          <DownloadOutcome savedAs={download.data?.savedAs} refusal={refusal} />
        </Stack>
      </form>
    </Paper>
  );
}
