import { Avatar as MantineAvatar, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { GuardianUser } from '@/types/api';
import { useChildTeachers } from '../api/get-child-views';
import type { Child, TeacherName } from '../types';
import { ChosenChildScreen } from './chosen-child-screen';

/** Said of a child not placed in a section yet. */
export const NO_TEACHERS_YET = 'Not in a section yet, so there are no teachers to show.';
/** Said of a subject without a teacher. */
export const NO_TEACHER = 'No teacher yet';

function TeacherPicture({ teacher }: { teacher: TeacherName }) {
  return teacher.image ? (
    <Avatar image={teacher.image} alt="" size={40} radius="xl" />
  ) : (
    <MantineAvatar name={teacher.full_name} color="school" variant="light" size={40} radius="xl" aria-hidden />
  );
}

function ChildTeachersView({ child }: { child: Child }) {
  const headingId = useId();
  const teachers = useChildTeachers(child._id);
  const data = teachers.data;
  if (!data) {
    return <LoadState label="Loading teachers" query={teachers} failedText="The teachers could not be loaded." />;
  }
  if (data.adviser === null && data.subjects.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{NO_TEACHERS_YET}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4" id={headingId}>
            Adviser
          </Title>
          {data.adviser ? (
            <Group gap="sm" wrap="nowrap">
              <TeacherPicture teacher={data.adviser} />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {data.adviser.full_name}
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">No adviser yet</Text>
          )}
        </Stack>
      </Paper>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder striped aria-label={`Subject teachers of ${child.full_name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Subject</Table.Th>
              <Table.Th scope="col">Teacher</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.subjects.map((subject) => (
              <Table.Tr key={subject._id}>
                <Table.Th scope="row" fw={400}>
                  {subject.name}
                </Table.Th>
                <Table.Td>{subject.teacher?.full_name ?? <Text c="dimmed" span>{NO_TEACHER}</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export interface GuardianTeachersScreenProps {
  guardian: GuardianUser;
  title: string;
}

/** Teachers: the chosen child's adviser and each subject's teacher, by name. */
export function GuardianTeachersScreen({ guardian, title }: GuardianTeachersScreenProps) {
  return (
    <ChosenChildScreen guardian={guardian} title={title}>
      {(child) => (
        <ScreenSection title={title}>
          <ChildTeachersView child={child} />
        </ScreenSection>
      )}
    </ChosenChildScreen>
  );
}
