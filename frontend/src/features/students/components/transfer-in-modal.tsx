import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useTransferIn } from '../api/transfer-in';
import { averageRule, schoolRule, SCHOOL_NAME_MAX, TRANSFER_MESSAGES } from '../hooks/transfer-rules';
import type { TransferModalProps } from './transfer-out-modal';

/** The fields of `transfer-in` the server names in `errors`, as the form names them. */
const TRANSFER_IN_FIELDS = ['school', 'average'] as const;

interface TransferInValues {
  school: string;
  /** Blank ('') when not known. */
  average: number | string;
}

function TransferInForm({ student, onClose }: Omit<TransferModalProps, 'opened'>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TransferInValues>({
    initialValues: { school: '', average: '' },
    validate: { school: schoolRule(TRANSFER_MESSAGES.previousSchool), average: averageRule },
  });
  const transferIn = useTransferIn({
    onSuccess: () => {
      notifySuccess('Transfer in recorded.');
      onClose();
    },
    onError: (error) => showServerErrors(form, error, TRANSFER_IN_FIELDS, { otherwise: setRefusal }),
  });

  const submit = ({ school, average }: TransferInValues) => {
    setRefusal(null);
    transferIn.mutate({ studentID: student._id, school: school.trim(), average: average === '' ? null : Number(average) });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">{`${student.full_name} came to this school this year from another one.`}</Text>
        <TextInput
          label="Previous school"
          required
          autoComplete="off"
          maxLength={SCHOOL_NAME_MAX}
          data-autofocus
          {...form.getInputProps('school')}
        />
        <NumberInput
          label="General average from the previous school"
          description="Optional, from 60 to 100"
          decimalScale={2}
          allowNegative={false}
          // Out of range stays as typed, so the rule can say so instead of the number changing.
          clampBehavior="none"
          hideControls
          {...form.getInputProps('average')}
        />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={transferIn.isPending}>
            Record transfer in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Transfer in': the previous school and the general average brought from it. Refusals show beside their field, anything else in the dialog. */
export function TransferInModal({ student, opened, onClose }: TransferModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer in">
      {opened && <TransferInForm student={student} onClose={onClose} />}
    </Modal>
  );
}
