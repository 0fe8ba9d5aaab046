import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { usePostPayment } from '../api/post-payment';
import { receiptAddress } from '../api/file-addresses';
import {
  BLANK_PAYMENT,
  chosenParts,
  leftOf,
  PAYMENT_TEXT_MAX,
  payableItems,
  paymentErrors,
  paymentPayload,
  referenceLabel,
  type PaymentApplied,
  type PaymentValues,
} from '../hooks/payment-values';
import { choiceOf, PAYMENT_METHODS } from '../lib/labels';
import { formatPesos, formatReceiptNumber } from '../lib/money';
import type { AccountItemView } from '../types';
import { MoneyInput } from './money-input';

/** The payment's fields the server may name, as the form names them. */
const PAYMENT_FIELDS = { amountCentavos: 'amount', method: 'method', bank: 'bank', reference: 'reference', items: 'items' } as const;

/** What a payment pays, as the cashier chooses it. */
const APPLIED: { value: PaymentApplied; label: string }[] = [
  { value: 'oldest', label: 'Oldest amount due' },
  { value: 'items', label: 'Items I choose' },
];

/** Each item with something left to pay, and what is paid of it; their total is the payment. */
function ItemParts({ items, form }: { items: readonly AccountItemView[]; form: ReturnType<typeof useForm<PaymentValues>> }) {
  const payable = payableItems(items);
  if (payable.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Every item is paid in full.
      </Text>
    );
  }
  const total = chosenParts(form.values, items).reduce((sum, part) => sum + part.amountCentavos, 0);
  return (
    <Stack gap="xs" role="group" aria-label="Items paid">
      {payable.map((item) => (
        <MoneyInput key={item.key} label={item.name} description={`${formatPesos(leftOf(item))} left to pay`} {...form.getInputProps(`parts.${item.key}`)} />
      ))}
      {form.errors.items && (
        <Text size="sm" c="red" role="alert">
          {form.errors.items}
        </Text>
      )}
      <Text fw={600} role="status">{`Total ${formatPesos(total)}`}</Text>
    </Stack>
  );
}

export interface PaymentFormProps {
  studentID: string;
  schoolYearID: string;
  /** The account's items, for a payment of the items the cashier chooses. */
  items?: readonly AccountItemView[];
}

/**
 * 'Post payment': an amount paid at the window, for the oldest amount due or for the items the
 * cashier chooses (a part of each), and how; the official receipt it gets is said and opened in
 * a new tab to print.
 */
export function PaymentForm({ studentID, schoolYearID, items = [] }: PaymentFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const form = useForm<PaymentValues>({ initialValues: BLANK_PAYMENT, validate: (values) => paymentErrors(values, items) });
  const post = usePostPayment();
  const reference = referenceLabel(form.values.method);

  const submit = (values: PaymentValues) => {
    setRefusal(null);
    setIssued(null);
    post.mutate(paymentPayload(values, studentID, schoolYearID, items), {
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
        {items.length > 0 && (
          <Radio.Group
            label="Apply payment to"
            value={form.values.applyTo}
            onChange={(value) => {
              form.setFieldValue('applyTo', value === 'items' ? 'items' : 'oldest');
              form.clearErrors();
            }}
          >
            <Group gap="md" mt={4}>
              {APPLIED.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {form.values.applyTo === 'items' ? (
          <ItemParts items={items} form={form} />
        ) : (
          <MoneyInput label="Amount" required {...form.getInputProps('amount')} />
        )}
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
