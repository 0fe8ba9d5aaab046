import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { showServerErrors } from '@/lib/server-errors';
import { LoadState } from '@/components/ui/load-state';
import { toPayload, useStudentForm } from '../hooks/use-student-form';
import type { StudentRecord } from '../types';
import { StudentForm } from './student-form';

export const UPDATED_ALERT = "Student's account updated successfully!";

export interface EditStudentFormProps {
  /** The student edited; their whole record (the list has no learner's record) is loaded first. */
  studentID: string;
  /** After a successful update and on "Go back": the screen returns to the list. */
  onDone: () => void;
}

/**
 * The edit-student form, prefilled from the student's record as the server has it now, with
 * the edit screen's rules (parent email and phone required).
 */
export function EditStudentForm({ studentID, onDone }: EditStudentFormProps) {
  const record = useStudent(studentID);
  // The form takes its values once, from this visit's answer: filled from a copy kept since an
  // earlier visit, it could save over another administrator's later changes. Kept once taken,
  // so a later reload of the record (after the save) never swaps the form out.
  const [opened, setOpened] = useState<StudentRecord | null>(null);
  if (!opened && record.isSuccess && record.isFetchedAfterMount) setOpened(record.data);
  if (!opened) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <LoadState label="Loading the student" query={record} failedText="The student could not be loaded." />
          {record.isError && (
            <Group justify="flex-end">
              <Button variant="default" onClick={onDone}>
                Go back
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    );
  }
  return <LoadedEditForm student={opened} onDone={onDone} />;
}

function LoadedEditForm({ student, onDone }: { student: StudentRecord; onDone: () => void }) {
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
