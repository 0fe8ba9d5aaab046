import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useTaughtSubjects } from '../api/get-teacher-subjects';
import type { TaughtSubject } from '../types';
import { SubjectDetailsScreen } from './subject-details-screen';

const placeOf = (subject: TaughtSubject) => `${subject.levelName} - ${subject.sectionName}`;

export interface TeacherClassesScreenProps {
  title: string;
  /** What a subject's screen offers besides its schedule and files ('Take register', its history). */
  subjectActions?: (subjectID: string) => ReactNode;
}

/** Classes: one card per subject taught; a card opens the subject's schedule and files. */
export function TeacherClassesScreen({ title, subjectActions }: TeacherClassesScreenProps) {
  const subjects = useTaughtSubjects();
  const [open, setOpen] = useState<TaughtSubject | null>(null);

  if (open) {
    return (
      <SubjectDetailsScreen
        subjectId={open._id}
        name={open.subject}
        place={placeOf(open)}
        actions={subjectActions?.(open._id)}
        onBack={() => setOpen(null)}
      />
    );
  }

  return (
    <ScreenSection title={title}>
      {!subjects.data ? (
        <LoadState label="Loading classes" query={subjects} failedText="Your classes could not be loaded." />
      ) : subjects.data.subjects.length === 0 ? (
        <Text c="dimmed">No classes yet..</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {subjects.data.subjects.map((subject) => (
            <UnstyledButton key={subject._id} onClick={() => setOpen(subject)}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Stack gap={6}>
                  <Text size="sm" c="dimmed">
                    {placeOf(subject)}
                  </Text>
                  <Text fw={700} size="lg">
                    {subject.subject}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light" leftSection={<IconUsers size={12} />}>
                      {`${subject.studentCount} ${subject.studentCount === 1 ? 'student' : 'students'}`}
                    </Badge>
                  </Group>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </ScreenSection>
  );
}
