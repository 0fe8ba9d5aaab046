import { Button, Drawer, Group, List, Stack, Title } from '@mantine/core';
import { CopyIdButton } from '@/components/ui/copy-id-button';
import { LoadState } from '@/components/ui/load-state';
import { PagedStudentRoster } from '@/components/ui/paged-student-roster';
import { useSection } from '../api/get-section';
import { DetailItem } from './detail-item';

export interface SectionDetailsDrawerProps {
  /** The section shown; kept while the panel slides closed. */
  sectionId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Section details side panel, opened by 'View Details': name, id, adviser, level, subjects and students. */
export function SectionDetailsDrawer({ sectionId, opened, onClose }: SectionDetailsDrawerProps) {
  const details = useSection(sectionId);
  const section = details.data?.section;

  return (
    <Drawer
      opened={opened && sectionId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="Section details"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      withCloseButton={false}
    >
      {!section ? (
        <LoadState label="Loading section" query={details} failedText="The section could not be loaded." />
      ) : (
        <Stack gap="md">
          <Title order={3}>{section.section}</Title>
          <DetailItem label="Section">{section.section}</DetailItem>
          <DetailItem label="ID">
            <CopyIdButton id={section._id} what="section" />
          </DetailItem>
          <DetailItem label="Adviser">{details.data?.adviser?.full_name ?? 'None'}</DetailItem>
          <DetailItem label="Level">{section.levelName}</DetailItem>
          <DetailItem label="Subjects">
            {section.subjects.length === 0 ? (
              'None'
            ) : (
              <List size="sm" spacing={2}>
                {section.subjects.map((subject) => (
                  <List.Item key={subject._id}>{subject.subject}</List.Item>
                ))}
              </List>
            )}
          </DetailItem>
          <DetailItem label="Students">
            <PagedStudentRoster withParent students={section.students} caption={`Students of ${section.section}`} />
          </DetailItem>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
