import { Avatar as MantineAvatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { GuardianUser } from '@/types/api';
import { useChildTeachers } from '../api/get-child-views';
import type { Child, ChildTeachers, TeacherName } from '../types';
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

const SUBJECT_COLUMNS: DataTableColumn<ChildTeachers['subjects'][number]>[] = [
  {
    key: 'subject',
    header: 'Subject',
    rowHeader: true,
    cell: (subject) => (
      <Text span inherit fw={400}>
        {subject.name}
      </Text>
    ),
  },
  {
    key: 'teacher',
    header: 'Teacher',
    cell: (subject) =>
      subject.teacher?.full_name ?? (
        <Text c="dimmed" span>
          {NO_TEACHER}
        </Text>
      ),
  },
];

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
      <DataTable
        label={`Subject teachers of ${child.full_name}`}
        columns={SUBJECT_COLUMNS}
        rows={data.subjects}
        rowKey={(subject) => subject._id}
        minWidth={300}
        withTableBorder
        striped
      />
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
