import { Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { useSubject } from '../api/get-subject';
import { SubjectSchedules } from './subject-schedules';
import { SubjectTeacherForm } from './subject-teacher-form';

export interface SubjectDrawerProps {
  /** The subject shown; kept while the panel slides closed. */
  subjectId: string | null;
  /** "Grade 7 - Rizal", the section the subject is taught in. */
  sectionName: string;
  opened: boolean;
  onClose: () => void;
}

/** Subject side panel: its teacher, schedule table and "Add schedule", and 'Take register' for a lesson. */
export function SubjectDrawer({ subjectId, sectionName, opened, onClose }: SubjectDrawerProps) {
  const details = useSubject(subjectId);
  const subject = details.data;
  const { RegisterActions } = useAdminNavigation();

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
          {RegisterActions && subject.schedules.length > 0 && (
            <Stack gap="sm">
              <Title order={4}>Lesson register</Title>
              <Suspense fallback={null}>
                <RegisterActions
                  place={{ kind: 'subject', name: subject.subject, section: sectionName, schedules: subject.schedules }}
                  onOpen={onClose}
                />
              </Suspense>
            </Stack>
          )}
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
