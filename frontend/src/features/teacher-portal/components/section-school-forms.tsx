import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { errorMessage } from '@/lib/api-error';
import { useState } from 'react';
import {
  SECTION_FORMS,
  sectionFormPath,
  sectionSf10File,
  useSchoolFormDownload,
  useSectionFormDownload,
  type SectionForm,
} from '@/lib/school-forms';

/**
 * 'School forms' of a section the teacher advises: its School Register (SF1) and Report on
 * Promotion and Level of Proficiency (SF5) of the current school year as spreadsheets, and its
 * learners' permanent records (SF10) as one PDF, saved under the server's file name; a refusal
 * shows in the card.
 */
export function SectionSchoolForms({ sectionId }: { sectionId: string }) {
  const spreadsheet = useSectionFormDownload();
  const records = useSchoolFormDownload();
  const [asked, setAsked] = useState<SectionForm | 'sf10'>('sf1');
  const download = asked === 'sf10' ? records : spreadsheet;
  const busy = spreadsheet.isPending || records.isPending;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>School forms</Title>
        <Text size="sm" c="dimmed">
          This section&apos;s School Register (SF1) and Report on Promotion and Level of Proficiency (SF5) of
          the current school year, as spreadsheets, and its learners&apos; permanent records (SF10) as a PDF.
        </Text>
        <Group>
          {SECTION_FORMS.map(({ form, button }) => (
            <Button
              key={form}
              variant="light"
              loading={busy && asked === form}
              disabled={busy && asked !== form}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => {
                setAsked(form);
                records.reset();
                spreadsheet.mutate(sectionFormPath(form, sectionId));
              }}
            >
              {button}
            </Button>
          ))}
          <Button
            variant="light"
            loading={busy && asked === 'sf10'}
            disabled={busy && asked !== 'sf10'}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => {
              setAsked('sf10');
              spreadsheet.reset();
              records.mutate(sectionSf10File(sectionId));
            }}
          >
            Download SF10 (permanent records)
          </Button>
        </Group>
        <DownloadOutcome
          savedAs={download.data?.savedAs}
          refusal={download.isError ? errorMessage(download.error) : null}
        />
      </Stack>
    </Paper>
  );
}
