import type { FormErrors } from '@mantine/form';
import { amountError, formatPesos, parseCentavos } from '../lib/money';
import type { AccountItemView, PaymentMethod, PaymentPayload } from '../types';

/** What a payment pays: the oldest amount due, or the items the cashier chooses. */
export type PaymentApplied = 'oldest' | 'items';

/** A payment as the cashier types it: the amount in pesos. */
export interface PaymentValues {
  applyTo: PaymentApplied;
  amount: string;
  /** With `applyTo: 'items'`: what is paid of each item, in pesos, by the item's key. */
  parts: Record<string, string>;
  method: PaymentMethod;
  /** A cheque's bank. */
  bank: string;
  /** A cheque's number, or a bank transfer's or e-wallet's reference. */
  reference: string;
}

export const BLANK_PAYMENT: PaymentValues = { applyTo: 'oldest', amount: '', parts: {}, method: 'cash', bank: '', reference: '' };

/** What is left to pay of an item. */
export function leftOf(item: AccountItemView): number {
  return item.amountCentavos - item.paidCentavos;
}

/** The items a payment can be for: those with something left to pay. */
export function payableItems(items: readonly AccountItemView[]): AccountItemView[] {
  return items.filter((item) => leftOf(item) > 0);
}

/** Each chosen item's part in centavos, in the items' order; blank parts, and items paid in full since, left out. */
export function chosenParts(values: PaymentValues, items: readonly AccountItemView[]): { key: string; amountCentavos: number }[] {
  return payableItems(items).flatMap((item) => {
    const centavos = parseCentavos(values.parts[item.key] ?? '');
    return centavos ? [{ key: item.key, amountCentavos: centavos }] : [];
  });
}

/** The longest bank name or reference the form takes. */
export const PAYMENT_TEXT_MAX = 100;

/** The reference's label for a method: a cheque's number, a transfer's reference; none for cash. */
export function referenceLabel(method: PaymentMethod): string | null {
  if (method === 'cheque') return 'Cheque number';
  if (method === 'bank transfer' || method === 'e-wallet') return 'Reference';
  return null;
}

/** The parts typed for chosen items, by the server's rules: each an amount no more than what is left of its item, one at least. */
function partErrors(values: PaymentValues, items: readonly AccountItemView[]): FormErrors {
  const errors: FormErrors = {};
  for (const item of payableItems(items)) {
    const typed = values.parts[item.key] ?? '';
    const error = amountError(typed, { allowZero: true });
    const centavos = parseCentavos(typed) ?? 0;
    if (error) errors[`parts.${item.key}`] = error;
    else if (centavos > leftOf(item)) {
      errors[`parts.${item.key}`] = `${item.name} has ${formatPesos(leftOf(item))} left to pay: its part cannot be more.`;
    }
  }
  if (Object.keys(errors).length === 0 && chosenParts(values, items).length === 0) {
    errors.items = 'Enter what is paid of one item at least.';
  }
  return errors;
}

/** The server's rules, checked before sending; `items` are the account's, for a payment of chosen items. */
export function paymentErrors(values: PaymentValues, items: readonly AccountItemView[] = []): FormErrors {
  const errors: FormErrors = values.applyTo === 'items' ? partErrors(values, items) : {};
  const amount = values.applyTo === 'oldest' ? amountError(values.amount) : null;
  if (amount) errors.amount = amount;
  if (values.method === 'cheque' && !values.bank.trim()) errors.bank = "Enter the cheque's bank.";
  const reference = referenceLabel(values.method);
  if (reference && !values.reference.trim()) {
    errors.reference = values.method === 'cheque' ? "Enter the cheque's number." : 'Enter the reference of the payment.';
  }
  return errors;
}

/**
 * What `POST /api/fees/payments` is sent: a bank only for a cheque, a reference only when the method has one;
 * for chosen items, each item's part and their sum as the amount.
 */
export function paymentPayload(
  values: PaymentValues,
  studentID: string,
  schoolYearID: string,
  items: readonly AccountItemView[] = [],
): PaymentPayload {
  const parts = values.applyTo === 'items' ? chosenParts(values, items) : [];
  return {
    studentID,
    schoolYearID,
    amountCentavos: values.applyTo === 'items' ? parts.reduce((sum, part) => sum + part.amountCentavos, 0) : (parseCentavos(values.amount) ?? 0),
    method: values.method,
    ...(values.method === 'cheque' ? { bank: values.bank.trim() } : {}),
    ...(referenceLabel(values.method) ? { reference: values.reference.trim() } : {}),
    ...(values.applyTo === 'items' ? { items: parts } : {}),
  };
}
