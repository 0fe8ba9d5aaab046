import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { StudentPicker } from '@/components/ui/student-picker';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import type { Student } from '@/types/api';
import { useLinkGuardian } from '../api/guardian-writes';
import type { AdminGuardian } from '../types';

export interface LinkStudentModalProps {
  guardian: AdminGuardian;
  opened: boolean;
  onClose: () => void;
}

/** 'Link student': a student found by name or email, and this guardian's relationship to them. */
export function LinkStudentModal({ guardian, opened, onClose }: LinkStudentModalProps) {
  const [student, setStudent] = useState<Student | null>(null);
  const [relationship, setRelationship] = useState('');
  const link = useLinkGuardian();
  const fieldError = (field: string) => (isApiError(link.error) ? link.error.fieldError(field) : undefined);
  // A refusal naming no field (an unknown student) is said under the form.
  const otherError = link.isError && !fieldError('studentID') && !fieldError('relationship') ? errorMessage(link.error) : null;

  const close = () => {
    setStudent(null);
    setRelationship('');
    link.reset();
    onClose();
  };
  const submit = () => {
    if (!student) return;
    link.mutate(
      { guardianID: guardian._id, studentID: student._id, ...(relationship.trim() ? { relationship: relationship.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(`${student.full_name} is now linked to ${guardian.full_name}.`);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Link a student to ${guardian.full_name}`} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <StudentPicker
            value={student}
            onChange={(chosen) => {
              setStudent(chosen);
              link.reset();
            }}
          />
          {fieldError('studentID') && (
            <Text size="sm" c="red.9" role="alert">
              {fieldError('studentID')}
            </Text>
          )}
          <TextInput
            label="Relationship"
            description={`Left blank: ${guardian.relationship}, this guardian's usual one.`}
            placeholder={guardian.relationship}
            maxLength={50}
            value={relationship}
            onChange={(event) => setRelationship(event.currentTarget.value)}
            error={fieldError('relationship')}
          />
          {otherError && (
            <Text size="sm" c="red.9" role="alert">
              {otherError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!student} loading={link.isPending}>
              Link student
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
