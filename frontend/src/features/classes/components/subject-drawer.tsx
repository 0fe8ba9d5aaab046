import { Button, Drawer, Group, Stack } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { useSubject } from '../api/get-subject';
import { SubjectSchedules } from './subject-schedules';
import { SubjectTeacherForm } from './subject-teacher-form';

export interface SubjectDrawerProps {
  /** The subject shown; kept while the panel slides closed. */
  subjectId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Subject side panel: its teacher, schedule table and "Add schedule". */
export function SubjectDrawer({ subjectId, opened, onClose }: SubjectDrawerProps) {
  const details = useSubject(subjectId);
  const subject = details.data;

  return (
    <Drawer
      opened={opened && subjectId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={subject?.subject ?? 'Subject'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      withCloseButton={false}
    >
      {!subject ? (
        <LoadState label="Loading subject" query={details} failedText="The subject could not be loaded." />
      ) : (
        <Stack gap="lg">
          <SubjectTeacherForm key={subject._id} subject={subject} />
          <SubjectSchedules key={`schedules-${subject._id}`} subject={subject} />
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
