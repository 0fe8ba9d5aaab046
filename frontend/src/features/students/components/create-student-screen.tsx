import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useDefaultPassword } from '@/lib/default-password';
import { useCreateStudent } from '../api/create-student';
import { showServerErrors } from '@/lib/server-errors';
import { toPayload, useStudentForm } from '../hooks/use-student-form';
import { StudentForm } from './student-form';

export const CREATED_ALERT = 'Successfully created student account!';

/** '1 Students': the create-student form. */
export function CreateStudentScreen() {
  const headingId = useId();
  const form = useStudentForm('create');
  // Every new account starts on the server's default password, changed at first sign-in.
  const defaultPassword = useDefaultPassword();
  const create = useCreateStudent({
    onSuccess: () => {
      window.alert(CREATED_ALERT);
      form.reset();
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Create account for student
      </Title>
      <Paper withBorder radius="md" p="lg">
        <StudentForm
          form={form}
          onSubmit={(values) => create.mutate(toPayload(values))}
          submitLabel="Create new Student"
          submitting={create.isPending}
          defaultPassword={defaultPassword.data ?? ''}
          submitAt="section-step"
        />
      </Paper>
    </Stack>
  );
}
