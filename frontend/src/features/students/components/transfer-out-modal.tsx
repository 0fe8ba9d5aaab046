import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useTransferOut } from '../api/transfer-out';
import { confirmTransferOut, dayRule, schoolRule, SCHOOL_NAME_MAX, TRANSFER_MESSAGES } from '../hooks/transfer-rules';
import type { TransferAnswer } from '../types';
import { LeaverRecords } from './leaver-records';

/** The fields of `transfer-out` the server names in `errors`, as the form names them. */
const TRANSFER_OUT_FIELDS = ['date', 'school'] as const;

interface TransferOutValues {
  /** `YYYY-MM-DD`: the last day the learner attends. */
  date: string;
  school: string;
}

/** The learner a transfer or drop-out dialog is about, and whether it shows. */
export interface TransferModalProps {
  student: { _id: string; full_name: string };
  opened: boolean;
  onClose: () => void;
}

function TransferOutForm({ student, onClose }: Omit<TransferModalProps, 'opened'>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<TransferAnswer | null>(null);
  const form = useForm<TransferOutValues>({
    initialValues: { date: '', school: '' },
    validate: { date: dayRule, school: schoolRule(TRANSFER_MESSAGES.receivingSchool) },
  });
  const transferOut = useTransferOut({
    onSuccess: (answer) => {
      notifySuccess('Transfer out recorded.');
      setRecorded(answer);
    },
    onError: (error) => showServerErrors(form, error, TRANSFER_OUT_FIELDS, { otherwise: setRefusal }),
  });

  if (recorded) return <LeaverRecords studentID={student._id} name={student.full_name} answer={recorded} onClose={onClose} />;

  const submit = ({ date, school }: TransferOutValues) => {
    setRefusal(null);
    if (!window.confirm(confirmTransferOut(student.full_name, school.trim(), date.trim()))) return;
    transferOut.mutate({ studentID: student._id, date: date.trim(), school: school.trim() });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">
          {`${student.full_name} leaves for another school. They attend up to and including the day they leave; the day after, their account moves to the archive (Show archived, restorable) with their grades, attendance and record kept.`}
        </Text>
        <TextInput
          label="Date leaving"
          type="date"
          required
          // Browsers without a date picker fall back to text: say the format there.
          placeholder="YYYY-MM-DD"
          data-autofocus
          {...form.getInputProps('date')}
        />
        <TextInput
          label="Receiving school"
          required
          autoComplete="off"
          maxLength={SCHOOL_NAME_MAX}
          {...form.getInputProps('school')}
        />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={transferOut.isPending}>
            Record transfer out
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Transfer out': the day the learner leaves and the receiving school; once recorded, the
 * dialog offers the receiving school's files (SF10 and SF9). Refusals show beside their field,
 * anything else in the dialog.
 */
export function TransferOutModal({ student, opened, onClose }: TransferModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer out">
      {opened && <TransferOutForm student={student} onClose={onClose} />}
    </Modal>
  );
}
