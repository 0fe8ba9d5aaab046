import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DROP_REASON_OPTIONS } from '@/lib/drop-reasons';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useDropLearner } from '../api/drop-learner';
import { confirmDrop, dayRule, reasonRule } from '../hooks/transfer-rules';
import type { TransferModalProps } from './transfer-out-modal';

/** The fields of `drop-learner` the server names in `errors`, as the form names them. */
const DROP_FIELDS = ['date', 'reason'] as const;

interface DropValues {
  /** `YYYY-MM-DD`: the last day the learner attended. */
  date: string;
  /** DepEd's code, `a.1` to `f.1`. */
  reason: string | null;
}

function DropLearnerForm({ student, onClose }: Omit<TransferModalProps, 'opened'>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DropValues>({
    initialValues: { date: '', reason: null },
    validate: { date: dayRule, reason: reasonRule },
  });
  const drop = useDropLearner({
    onSuccess: (answer) => {
      notifySuccess('Drop-out recorded.');
      if (answer.archived) notifyInfo(`${student.full_name} has been moved to the archive.`);
      onClose();
    },
    onError: (error) => showServerErrors(form, error, DROP_FIELDS, { otherwise: setRefusal }),
  });

  const submit = ({ date, reason }: DropValues) => {
    setRefusal(null);
    if (!window.confirm(confirmDrop(student.full_name, date.trim()))) return;
    drop.mutate({ studentID: student._id, date: date.trim(), reason: reason ?? '' });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">
          {`${student.full_name} stopped attending. The day after the last day they attended, their account moves to the archive (Show archived, restorable) with their grades, attendance and record kept.`}
        </Text>
        <TextInput
          label="Date"
          description="The last day they attended"
          type="date"
          required
          // Browsers without a date picker fall back to text: say the format there.
          placeholder="YYYY-MM-DD"
          data-autofocus
          {...form.getInputProps('date')}
        />
        <Select
          label="Reason"
          description="DepEd's reasons, as SF2's legend codes them"
          required
          searchable
          data={DROP_REASON_OPTIONS}
          placeholder="Choose a reason"
          nothingFoundMessage="No such reason"
          {...form.getInputProps('reason')}
        />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={drop.isPending}>
            Record drop-out
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Drop': the last day the learner attended and DepEd's reason. Refusals show beside their field, anything else in the dialog. */
export function DropLearnerModal({ student, opened, onClose }: TransferModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Drop-out">
      {opened && <DropLearnerForm student={student} onClose={onClose} />}
    </Modal>
  );
}
