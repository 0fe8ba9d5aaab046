import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CopyIdButton } from '@/components/ui/copy-id-button';
import { GoBackButton } from '@/components/ui/go-back-button';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useAdvisorySection } from '../api/get-section-details';
import { AdvisoryStudentsDrawer } from './advisory-students-drawer';
import { AttachFileButton } from './attach-file-button';
import { ClassFiles } from './class-files';
import { SectionSchoolForms } from './section-school-forms';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export interface AdvisorySectionScreenProps {
  sectionId: string;
  /** The section's name, known from its card while the details load. */
  name: string;
  /** Shown under the section's facts ('Take register', 'Month attendance', 'Excuses'). */
  actions?: ReactNode;
  onBack: () => void;
}

/** A section the teacher advises: its students, subjects, School Register and weekly lesson guides. */
export function AdvisorySectionScreen({ sectionId, name, actions, onBack }: AdvisorySectionScreenProps) {
  const section = useAdvisorySection(sectionId);
  const [studentsOpen, setStudentsOpen] = useState(false);
  const owner = { kind: 'section', id: sectionId } as const;

  return (
    <ScreenSection title={name} actions={<GoBackButton onClick={onBack} />}>
      {!section.data ? (
        <LoadState label="Loading section" query={section} failedText="The section could not be loaded." />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              <Fact label="Section" value={`${section.data.levelName} - ${section.data.section}`} />
              <Stack gap={2} align="flex-start">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Section ID
                </Text>
                <CopyIdButton id={section.data._id} what="section" />
              </Stack>
              <Stack gap={4}>
                <Fact label="Number of students" value={section.data.students.length} />
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUsers size={14} />}
                    onClick={() => setStudentsOpen(true)}
                  >
                    View students
                  </Button>
                </Group>
              </Stack>
              <Fact label="Number of subjects" value={section.data.subjects.length} />
            </SimpleGrid>
          </Paper>
          {actions}
          <SectionSchoolForms sectionId={sectionId} />
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
              <Title order={3}>Weekly lesson guides</Title>
              <AttachFileButton owner={owner} label="Upload a lesson guide" />
            </Group>
            <ClassFiles
              owner={owner}
              files={section.data.files.map((file) => ({ _id: file._id, path: file.name, name: file.fileName }))}
              emptyText="No files uploaded yet for this section.."
            />
          </Paper>
          <AdvisoryStudentsDrawer section={section.data} opened={studentsOpen} onClose={() => setStudentsOpen(false)} />
        </>
      )}
    </ScreenSection>
  );
}
