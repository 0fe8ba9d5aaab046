import { Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBook, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { FileGrid } from '@/components/ui/file-grid';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { StudentUser } from '@/types/api';
import { useOwnSection } from '../api/get-section';
import { useSectionSubjects } from '../api/get-subjects';
import { useSectionTeachers } from '../api/get-teachers';
import { SubjectDetails } from './subject-details';

export interface ClassScreenProps {
  student: StudentUser;
  title: string;
}

/** The student's class: level and section, adviser, lesson guides and subject cards. */
export function ClassScreen({ student, title }: ClassScreenProps) {
  const sectionId = student.sectionID;
  const section = useOwnSection(sectionId);
  const subjects = useSectionSubjects(sectionId);
  const teacherIds = [...new Set((subjects.data ?? []).flatMap((subject) => (subject.teacher ? [subject.teacher] : [])))];
  const teachers = useSectionTeachers(teacherIds);
  const [openSubjectId, setOpenSubjectId] = useState<string | null>(null);

  const openSubject = subjects.data?.find((subject) => subject._id === openSubjectId);
  if (openSubject) {
    return (
      <SubjectDetails
        subject={openSubject}
        teacher={teachers.data?.find((teacher) => teacher._id === openSubject.teacher) ?? null}
        onBack={() => setOpenSubjectId(null)}
      />
    );
  }

  if (!sectionId) {
    return (
      <ScreenSection title={title}>
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconSchool size={30} />
            </ThemeIcon>
            <Text fw={600}>You are not in a class yet.</Text>
            <Text c="dimmed" size="sm" maw={420}>
              Once the school places you in a section, your adviser, subjects, schedules and lesson guides show here.
            </Text>
          </Stack>
        </Paper>
      </ScreenSection>
    );
  }

  const loaded = section.data;
  return (
    <ScreenSection title={title}>
      {!loaded ? (
        <LoadState label="Loading your class" query={section} failedText="Your class could not be loaded." />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Group gap="xl" wrap="wrap">
                <Stack gap={2}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Grade level and section
                  </Text>
                  <Text fw={600}>{`${loaded.section.levelName} - ${loaded.section.section}`}</Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Adviser
                  </Text>
                  {loaded.adviser ? (
                    <Group gap="xs" wrap="nowrap">
                      <Avatar image={loaded.adviser.image} alt={loaded.adviser.full_name} size="sm" radius="xl" />
                      <Text fw={600}>{loaded.adviser.full_name}</Text>
                    </Group>
                  ) : (
                    <Text c="dimmed">None yet</Text>
                  )}
                </Stack>
              </Group>
              <Title order={3}>Weekly lesson guides</Title>
              <FileGrid
                files={loaded.section.files.map((file) => ({ _id: file._id, path: file.name, name: file.fileName }))}
                emptyText="No lesson guides yet."
              />
            </Stack>
          </Paper>
          <Title order={3}>Subjects</Title>
          {!subjects.data ? (
            <LoadState size="sm" label="Loading subjects" query={subjects} failedText="The subjects could not be loaded." />
          ) : subjects.data.length === 0 ? (
            <Text c="dimmed">No subjects yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {subjects.data.map((subject) => (
                <UnstyledButton key={subject._id} onClick={() => setOpenSubjectId(subject._id)}>
                  <Card withBorder radius="md" padding="md" h="100%">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                        <IconBook size={20} />
                      </ThemeIcon>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600}>{subject.subject}</Text>
                        <Text size="sm" c="dimmed">
                          {subject.teacherName ?? 'No teacher yet'}
                        </Text>
                      </Stack>
                    </Group>
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </ScreenSection>
  );
}
