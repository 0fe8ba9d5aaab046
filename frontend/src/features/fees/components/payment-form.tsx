import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { usePostPayment } from '../api/post-payment';
import { receiptAddress } from '../api/file-addresses';
import { BLANK_PAYMENT, PAYMENT_TEXT_MAX, paymentErrors, paymentPayload, referenceLabel, type PaymentValues } from '../hooks/payment-values';
import { choiceOf, PAYMENT_METHODS } from '../lib/labels';
import { formatReceiptNumber } from '../lib/money';
import { MoneyInput } from './money-input';

/** The payment's fields the server may name, as the form names them. */
const PAYMENT_FIELDS = { amountCentavos: 'amount', method: 'method', bank: 'bank', reference: 'reference' } as const;

export interface PaymentFormProps {
  studentID: string;
  schoolYearID: string;
}

/**
 * 'Post payment': an amount paid at the window, and how; the official receipt it gets is said
 * and opened in a new tab to print.
 */
export function PaymentForm({ studentID, schoolYearID }: PaymentFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const form = useForm<PaymentValues>({ initialValues: BLANK_PAYMENT, validate: paymentErrors });
  const post = usePostPayment();
  const reference = referenceLabel(form.values.method);

  const submit = (values: PaymentValues) => {
    setRefusal(null);
    setIssued(null);
    post.mutate(paymentPayload(values, studentID, schoolYearID), {
      onSuccess: (receipt) => {
        const said = `Official receipt ${formatReceiptNumber(receipt.number)} issued`;
        setIssued(said);
        notifySuccess(said);
        form.reset();
        window.open(receiptAddress(receipt._id, 'a5'), '_blank', 'noopener');
      },
      onError: (error) => showServerErrors(form, error, PAYMENT_FIELDS, { otherwise: setRefusal }),
    });
  };

  return (
    <form noValidate aria-label="Post payment" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <MoneyInput label="Amount" required {...form.getInputProps('amount')} />
        <Select
          label="Method"
          data={PAYMENT_METHODS}
          allowDeselect={false}
          {...form.getInputProps('method')}
          onChange={(value) => form.setFieldValue('method', choiceOf(PAYMENT_METHODS, value ?? '', 'cash'))}
        />
        {form.values.method === 'cheque' && (
          <TextInput label="Bank" required maxLength={PAYMENT_TEXT_MAX} autoComplete="off" {...form.getInputProps('bank')} />
        )}
        {reference && (
          <TextInput label={reference} required maxLength={PAYMENT_TEXT_MAX} autoComplete="off" {...form.getInputProps('reference')} />
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {issued && (
          <Text size="sm" c="green" role="status">
            {`${issued}.`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={post.isPending}>
            Post payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
