import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useDefaultPassword } from '@/lib/default-password';
import { useCreateTeacher } from '../api/create-teacher';
import { showServerErrors } from '@/lib/server-errors';
import { TEACHER_SERVER_FIELDS, useTeacherForm } from '../hooks/use-teacher-form';
import type { TeacherAccountFields } from '../types';
import { TeacherForm } from './teacher-form';

/** '1 Teachers': a new teacher account on the school's default password. */
export function CreateTeacherScreen() {
  const headingId = useId();
  const form = useTeacherForm();
  const defaultPassword = useDefaultPassword();
  const createTeacher = useCreateTeacher({
    onSuccess: () => {
      window.alert('Successfully created teacher account!');
      form.reset();
    },
    onError: (error) => showServerErrors(form, error, TEACHER_SERVER_FIELDS),
  });

  // No password is sent: the server sets its own default, the one the disabled field shows.
  const submit = (values: TeacherAccountFields) => createTeacher.mutate(values);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Create account for teacher
      </Title>
      <Paper withBorder radius="md" p="lg">
        <TeacherForm
          form={form}
          onSubmit={submit}
          submitLabel="Create new account for Teacher"
          submitting={createTeacher.isPending}
          defaultPassword={defaultPassword.data ?? ''}
        />
      </Paper>
    </Stack>
  );
}
