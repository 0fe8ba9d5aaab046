import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { SectionPicker } from '@/components/ui/section-picker';
import { useSchoolYears } from '@/lib/queries/school-years';
import { SECTION_FORMS, SF1_FIELDS, sectionFormPath, useSectionFormDownload, type SectionForm } from '@/lib/school-forms';
import { showServerErrors } from '@/lib/server-errors';

interface SchoolFormValues {
  /** The year chosen; null while the current one (the default) stands. */
  schoolYearID: string | null;
  sectionID: string | null;
}

/**
 * 'School forms': DepEd's School Register (SF1) of a section in a school year, the current year
 * unless another is chosen, saved under the server's file name. A refusal shows beside the field
 * it names, anything else in the card.
 */
export function SchoolFormsCard() {
  const headingId = useId();
  const years = useSchoolYears();
  const download = useSectionFormDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SchoolFormValues>({
    initialValues: { schoolYearID: null, sectionID: null },
    validate: { sectionID: (value) => (value ? null : 'Choose a section.') },
  });

  const yearOptions = (years.data ?? []).map((year) => ({
    value: year._id,
    label: year.current ? `${year.name} (current)` : year.name,
  }));
  const currentYearID = years.data?.find((year) => year.current)?._id ?? null;
  const schoolYearID = form.values.schoolYearID ?? currentYearID;
  const noYears = years.data?.length === 0;

  /** A new choice makes the last outcome old news. */
  const choose = (field: keyof SchoolFormValues, value: string | null) => {
    form.setFieldValue(field, value);
    setRefusal(null);
    download.reset();
  };

  /** The form asked for last, whose button spins while it downloads. */
  const [asked, setAsked] = useState<SectionForm>('sf1');
  const submit = (kind: SectionForm, values: SchoolFormValues) => {
    setAsked(kind);
    setRefusal(null);
    download.mutate(sectionFormPath(kind, values.sectionID ?? '', schoolYearID), {
      onError: (error) => showServerErrors(form, error, SF1_FIELDS, { otherwise: setRefusal }),
    });
  };

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
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="School year"
              data={yearOptions}
              value={schoolYearID}
              onChange={(value) => choose('schoolYearID', value)}
              allowDeselect={false}
              disabled={noYears}
              placeholder={noYears ? 'No school year yet' : 'Choose a school year'}
              rightSection={years.isPending ? <Loader size="xs" aria-label="Loading school years" /> : undefined}
              error={typeof form.errors.schoolYearID === 'string' ? form.errors.schoolYearID : undefined}
              w={{ base: '100%', xs: 240 }}
            />
            <SectionPicker
              value={form.values.sectionID}
              onChange={(value) => choose('sectionID', value)}
              error={typeof form.errors.sectionID === 'string' ? form.errors.sectionID : undefined}
            />
          </Group>
          <Group>
            {SECTION_FORMS.map(({ form: kind, button }) => (
              <Button
                key={kind}
                // SF1 is the form's own submit (Enter asks for it); the others validate the same way.
                type={kind === 'sf1' ? 'submit' : 'button'}
                variant={kind === 'sf1' ? 'filled' : 'light'}
                onClick={kind === 'sf1' ? undefined : () => form.onSubmit((values) => submit(kind, values))()}
                loading={download.isPending && asked === kind}
                disabled={download.isPending && asked !== kind}
                leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
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
