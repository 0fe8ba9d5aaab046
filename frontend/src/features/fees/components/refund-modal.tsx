import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { usePostRefund } from '../api/post-refund';
import { amountError, formatPesos, hundredthsText, parseCentavos } from '../lib/money';
import type { FeeAccountView } from '../types';
import { MoneyInput } from './money-input';

/** The refund's fields the server may name, as the form names them. */
const REFUND_FIELDS = { amountCentavos: 'amount', reason: 'reason' } as const;

interface RefundValues {
  /** In pesos, as typed. */
  amount: string;
  reason: string;
}

/** The server's rules, checked before sending: an amount above zero and not past the credit, and a reason. */
function refundErrors(creditCentavos: number) {
  return {
    amount: (value: string) => {
      const error = amountError(value);
      if (error) return error;
      return (parseCentavos(value) ?? 0) > creditCentavos ? `The credit is ${formatPesos(creditCentavos)}: a refund cannot be more.` : null;
    },
    reason: (value: string) => (value.trim() ? null : 'Say why the money is paid back.'),
  };
}

function RefundForm({ account, creditCentavos, onClose }: { account: FeeAccountView; creditCentavos: number; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RefundValues>({
    initialValues: { amount: hundredthsText(creditCentavos), reason: '' },
    validate: refundErrors(creditCentavos),
  });
  const refund = usePostRefund();
  const submit = (values: RefundValues) => {
    setRefusal(null);
    const amountCentavos = parseCentavos(values.amount) ?? 0;
    refund.mutate(
      { studentID: account.student._id, schoolYearID: account.schoolYearID, amountCentavos, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(`Refund of ${formatPesos(amountCentavos)} recorded.`);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, REFUND_FIELDS, { otherwise: setRefusal }),
      },
    );
  };
  return (
    <form noValidate aria-label="Refund" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">{`${account.student.firstName} ${account.student.lastName}'s account holds a credit of ${formatPesos(creditCentavos)}.`}</Text>
        <MoneyInput label="Amount (₱)" required {...form.getInputProps('amount')} />
        <Textarea label="Reason" required autosize minRows={2} data-autofocus {...form.getInputProps('reason')} />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={refund.isPending}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface RefundModalProps {
  account: FeeAccountView;
  opened: boolean;
  onClose: () => void;
}

/** 'Refund the credit': how much of the account's credit is paid back, and why. */
export function RefundModal({ account, opened, onClose }: RefundModalProps) {
  const creditCentavos = -account.balanceCentavos;
  return (
    <Modal opened={opened && creditCentavos > 0} onClose={onClose} title="Refund the credit">
      {opened && creditCentavos > 0 && <RefundForm account={account} creditCentavos={creditCentavos} onClose={onClose} />}
    </Modal>
  );
}
