import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { errorMessage } from '@/lib/api-error';
import { useState } from 'react';
import { SECTION_FORMS, sectionFormPath, useSectionFormDownload, type SectionForm } from '@/lib/school-forms';

/**
 * 'School forms' of a section the teacher advises: its School Register (SF1) and Report on
 * Promotion and Level of Proficiency (SF5) of the current school year, saved under the server's
 * file name; a refusal shows in the card.
 */
export function SectionSchoolForms({ sectionId }: { sectionId: string }) {
  const download = useSectionFormDownload();
  const [asked, setAsked] = useState<SectionForm>('sf1');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>School forms</Title>
        <Text size="sm" c="dimmed">
          This section&apos;s School Register (SF1) and Report on Promotion and Level of Proficiency (SF5) of
          the current school year, as spreadsheets.
        </Text>
        <Group>
          {SECTION_FORMS.map(({ form, button }) => (
            <Button
              key={form}
              variant="light"
              loading={download.isPending && asked === form}
              disabled={download.isPending && asked !== form}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => {
                setAsked(form);
                download.mutate(sectionFormPath(form, sectionId));
              }}
            >
              {button}
            </Button>
          ))}
        </Group>
        <DownloadOutcome
          savedAs={download.data?.savedAs}
          refusal={download.isError ? errorMessage(download.error) : null}
        />
      </Stack>
    </Paper>
  );
}
