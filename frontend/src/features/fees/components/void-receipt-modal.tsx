import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useVoidReceipt } from '../api/void-receipt';
import { formatPesos, formatReceiptNumber } from '../lib/money';
import type { ReceiptView } from '../types';

/** The longest reason the form takes. */
const REASON_MAX = 500;

interface VoidValues {
  reason: string;
}

export interface VoidReceiptModalProps {
  /** The receipt to void (the last one, kept while the dialog closes). */
  receipt: ReceiptView | null;
  opened: boolean;
  onClose: () => void;
}

function VoidReceiptForm({ receipt, onClose }: { receipt: ReceiptView; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VoidValues>({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Give the reason the receipt is voided.') },
  });
  const voiding = useVoidReceipt();
  const number = formatReceiptNumber(receipt.number);
  const submit = ({ reason }: VoidValues) => {
    setRefusal(null);
    voiding.mutate(
      { receiptID: receipt._id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(`Receipt ${number} is void.`);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, ['reason'], { otherwise: setRefusal }),
      },
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">
          {`Receipt ${number} (${formatPesos(receipt.amountCentavos)}) keeps its number and prints VOID; its amount goes back on ${receipt.learner}'s account.`}
        </Text>
        <Textarea label="Reason" required autosize minRows={2} maxLength={REASON_MAX} data-autofocus {...form.getInputProps('reason')} />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={voiding.isPending}>
            Void receipt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Void receipt 000123': asks the reason, then voids the receipt. */
export function VoidReceiptModal({ receipt, opened, onClose }: VoidReceiptModalProps) {
  return (
    <Modal opened={opened && receipt !== null} onClose={onClose} title={receipt ? `Void receipt ${formatReceiptNumber(receipt.number)}` : ''}>
      {receipt && opened && <VoidReceiptForm key={receipt._id} receipt={receipt} onClose={onClose} />}
    </Modal>
  );
}
