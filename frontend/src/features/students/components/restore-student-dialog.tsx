import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useRestoreStudents } from '../api/restore-students';
import type { ArchivedStudent } from '../types';

export interface RestoreStudentDialogProps {
  /** The graduate to bring back; the dialog shows while `opened`. */
  student: ArchivedStudent | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation before a restore, naming who comes back and where to; a refusal (another
 * account took the email meanwhile) is said inside it.
 */
export function RestoreStudentDialog({ student, opened, onClose }: RestoreStudentDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const restore = useRestoreStudents({
    onSuccess: () => {
      close();
      if (student) notifySuccess(`${student.full_name} was restored.`);
    },
    onError: (error) => setRefusal(errorMessage(error)),
  });
  return (
    <Modal opened={opened && student !== null} onClose={close} title={student ? `Restore ${student.full_name}?` : ''}>
      {student && (
        <Stack gap="md">
          <Text size="sm">They can sign in again and return to {student.leftFrom} if it still exists.</Text>
          {refusal && <Alert color="red">{refusal}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={restore.isPending} onClick={() => restore.mutate([student._id])}>
              Restore
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
