import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { useUpdateTeacher } from '../api/update-teacher';
import { showServerErrors } from '@/lib/server-errors';
import { TEACHER_SERVER_FIELDS, teacherFields, useTeacherForm } from '../hooks/use-teacher-form';
import type { Teacher, TeacherAccountFields } from '../types';
import { TeacherForm } from './teacher-form';

export interface EditTeacherScreenProps {
  teacher: Teacher;
  /** Back to the list, after saving or on "Go back". */
  onDone: () => void;
}

/** 'Update/Edit teacher account': the create form without the password, prefilled. */
export function EditTeacherScreen({ teacher, onDone }: EditTeacherScreenProps) {
  const headingId = useId();
  const form = useTeacherForm(teacherFields(teacher));
  const updateTeacher = useUpdateTeacher({
    onSuccess: () => {
      window.alert("Teacher's account updated successfully!");
      onDone();
    },
    onError: (error) => showServerErrors(form, error, TEACHER_SERVER_FIELDS),
  });

  const submit = (values: TeacherAccountFields) => updateTeacher.mutate({ id: teacher._id, ...values });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} id={headingId}>
          Update/Edit teacher account
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onDone}>
          Go back
        </Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <TeacherForm
          form={form}
          onSubmit={submit}
          submitLabel="Update Teacher Account"
          submitting={updateTeacher.isPending}
        />
      </Paper>
    </Stack>
  );
}
