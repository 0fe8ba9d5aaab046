import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { StudentPicker } from '@/components/ui/student-picker';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import type { Student } from '@/types/api';
import { useLinkGuardian } from '../api/guardian-writes';
import type { AdminGuardian } from '../types';

export interface LinkStudentModalProps {
  guardian: AdminGuardian;
  opened: boolean;
  onClose: () => void;
}

interface LinkValues {
  student: Student | null;
  relationship: string;
}

/** Where a refusal naming no field (an unknown student) is kept: said under the form, not beside a field. */
const REFUSAL = 'refusal';

/** The server's fields, each beside the form's (`studentID` is the student chosen). */
const LINK_SERVER_FIELDS = { studentID: 'student', relationship: 'relationship' } as const;

/** 'Link student': a student found by name or email, and this guardian's relationship to them. */
export function LinkStudentModal({ guardian, opened, onClose }: LinkStudentModalProps) {
  const form = useForm<LinkValues>({ initialValues: { student: null, relationship: '' } });
  const { student } = form.values;
  const link = useLinkGuardian();
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = ({ student: chosen, relationship }: LinkValues) => {
    if (!chosen) return;
    link.mutate(
      { guardianID: guardian._id, studentID: chosen._id, ...(relationship.trim() ? { relationship: relationship.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(`${chosen.full_name} is now linked to ${guardian.full_name}.`);
          close();
        },
        onError: (error) =>
          showServerErrors(form, error, LINK_SERVER_FIELDS, { otherwise: (message) => form.setFieldError(REFUSAL, message) }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Link a student to ${guardian.full_name}`} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <StudentPicker
            value={student}
            onChange={(chosen) => {
              form.setFieldValue('student', chosen);
              form.clearErrors();
            }}
          />
          {errorOf('student') && (
            <Text size="sm" c="red" role="alert">
              {errorOf('student')}
            </Text>
          )}
          <TextInput
            label="Relationship"
            description={`Left blank: ${guardian.relationship}, this guardian's usual one.`}
            placeholder={guardian.relationship}
            maxLength={50}
            {...form.getInputProps('relationship')}
          />
          {errorOf(REFUSAL) && (
            <Text size="sm" c="red" role="alert">
              {errorOf(REFUSAL)}
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
