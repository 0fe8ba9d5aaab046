import { Paper } from '@mantine/core';
import { useUpdateStudent } from '../api/update-student';
import { showServerErrors } from '@/lib/server-errors';
import { toPayload, useStudentForm } from '../hooks/use-student-form';
import type { Student } from '../types';
import { StudentForm } from './student-form';

export const UPDATED_ALERT = "Student's account updated successfully!";

export interface EditStudentFormProps {
  student: Student;
  /** After a successful update and on "Go back": the screen returns to the list. */
  onDone: () => void;
}

/** The edit-student form, prefilled, with the edit screen's rules (parent email and phone required). */
export function EditStudentForm({ student, onDone }: EditStudentFormProps) {
  const form = useStudentForm('edit', student);
  const update = useUpdateStudent({
    onSuccess: () => {
      window.alert(UPDATED_ALERT);
      onDone();
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <StudentForm
        form={form}
        onSubmit={(values) => update.mutate({ id: student._id, ...toPayload(values) })}
        submitLabel="Update Student Account"
        submitting={update.isPending}
        submitAt="bottom"
        onCancel={onDone}
      />
    </Paper>
  );
}
