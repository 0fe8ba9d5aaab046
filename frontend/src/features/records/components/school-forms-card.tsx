import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { SectionPicker } from '@/components/ui/section-picker';
import { useSchoolYears } from '@/lib/queries/school-years';
import {
  SECTION_FORMS,
  SF1_FIELDS,
  sectionFormFile,
  sectionSf10File,
  useSchoolFormDownload,
  type SectionForm,
} from '@/lib/school-forms';
import { showServerErrors } from '@/lib/server-errors';

/** The button of the section's permanent records, beside the spreadsheets. */
export const SF10_SECTION_BUTTON = 'Download SF10 (permanent records)';

/** The section's forms: the spreadsheets, and the learners' permanent records as one PDF. */
type SectionFile = SectionForm | 'sf10';

interface SchoolFormValues {
  sectionID: string | null;
}

export interface SchoolFormsCardProps {
  /** The year chosen; null while the current one (the default) stands. */
  schoolYearID: string | null;
  /** A year chosen here is the Records screen's: the school-wide forms follow it. */
  onSchoolYearChange: (schoolYearID: string | null) => void;
}

/**
 * 'School forms': DepEd's School Register (SF1), Report on Promotion (SF5) and the learners'
 * permanent records (SF10) of a section in a school year, the current year unless another is
 * chosen, saved under the server's file name. A refusal shows beside the field it names,
 * anything else in the card.
 */
export function SchoolFormsCard({ schoolYearID: chosenYearID, onSchoolYearChange }: SchoolFormsCardProps) {
  const headingId = useId();
  const years = useSchoolYears();
  const download = useSchoolFormDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SchoolFormValues>({
    initialValues: { sectionID: null },
    validate: { sectionID: (value) => (value ? null : 'Choose a section.') },
  });

  const yearOptions = (years.data ?? []).map((year) => ({
    value: year._id,
    label: year.current ? `${year.name} (current)` : year.name,
  }));
  const currentYearID = years.data?.find((year) => year.current)?._id ?? null;
  const schoolYearID = chosenYearID ?? currentYearID;
  const noYears = years.data?.length === 0;

  /** A new choice makes the last outcome old news. */
  const forgetOutcome = () => {
    setRefusal(null);
    download.reset();
  };
  const chooseYear = (value: string | null) => {
    form.clearFieldError('schoolYearID');
    onSchoolYearChange(value);
    forgetOutcome();
  };
  const chooseSection = (value: string | null) => {
    form.setFieldValue('sectionID', value);
    forgetOutcome();
  };

  /** The file asked for last, whose button spins while it downloads. */
  const [asked, setAsked] = useState<SectionFile>('sf1');
  const submit = (kind: SectionFile, values: SchoolFormValues) => {
    setAsked(kind);
    setRefusal(null);
    const sectionID = values.sectionID ?? '';
    const file = kind === 'sf10' ? sectionSf10File(sectionID, schoolYearID) : sectionFormFile(kind, sectionID, schoolYearID);
    download.mutate(file, {
      onError: (error) => showServerErrors(form, error, SF1_FIELDS, { otherwise: setRefusal }),
    });
  };
  const buttons: { kind: SectionFile; button: string }[] = [
    ...SECTION_FORMS.map(({ form: kind, button }) => ({ kind, button })),
    { kind: 'sf10', button: SF10_SECTION_BUTTON },
  ];

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-labelledby={headingId} onSubmit={form.onSubmit((values) => submit('sf1', values))}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            School forms
          </Title>
          <Text size="sm" c="dimmed">
            DepEd&apos;s School Register (SF1) and Report on Promotion and Level of Proficiency (SF5) of a
            section, as spreadsheets, for the school year chosen.
          </Text>
          <Text size="sm" c="dimmed">
            The permanent records (SF10) of the section&apos;s learners of that year come as one PDF.
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="School year"
              data={yearOptions}
              value={schoolYearID}
              onChange={chooseYear}
              allowDeselect={false}
              disabled={noYears}
              placeholder={noYears ? 'No school year yet' : 'Choose a school year'}
              rightSection={years.isPending ? <Loader size="xs" aria-label="Loading school years" /> : undefined}
              error={typeof form.errors.schoolYearID === 'string' ? form.errors.schoolYearID : undefined}
              w={{ base: '100%', xs: 240 }}
            />
            <SectionPicker
              value={form.values.sectionID}
              onChange={chooseSection}
              error={typeof form.errors.sectionID === 'string' ? form.errors.sectionID : undefined}
            />
          </Group>
          <Group>
            {buttons.map(({ kind, button }) => (
              <Button
                key={kind}
                // SF1 is the form's own submit (Enter asks for it); the others validate the same way.
                type={kind === 'sf1' ? 'submit' : 'button'}
                variant={kind === 'sf1' ? 'filled' : 'light'}
                onClick={kind === 'sf1' ? undefined : () => form.onSubmit((values) => submit(kind, values))()}
                loading={download.isPending && asked === kind}
                disabled={download.isPending && asked !== kind}
                leftSection={
                  kind === 'sf10' ? <IconFileTypePdf size={16} aria-hidden /> : <IconFileSpreadsheet size={16} aria-hidden />
                }
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
