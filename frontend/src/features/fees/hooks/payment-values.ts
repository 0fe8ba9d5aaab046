import type { FormErrors } from '@mantine/form';
import { amountError, parseCentavos } from '../lib/money';
import type { PaymentMethod, PaymentPayload } from '../types';

/** A payment as the cashier types it: the amount in pesos. */
export interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  /** A cheque's bank. */
  bank: string;
  /** A cheque's number, or a bank transfer's or e-wallet's reference. */
  reference: string;
}

export const BLANK_PAYMENT: PaymentValues = { amount: '', method: 'cash', bank: '', reference: '' };

/** The longest bank name or reference the form takes. */
export const PAYMENT_TEXT_MAX = 100;

/** The reference's label for a method: a cheque's number, a transfer's reference; none for cash. */
export function referenceLabel(method: PaymentMethod): string | null {
  if (method === 'cheque') return 'Cheque number';
  if (method === 'bank transfer' || method === 'e-wallet') return 'Reference';
  return null;
}

/** The server's rules, checked before sending. */
export function paymentErrors(values: PaymentValues): FormErrors {
  const errors: FormErrors = {};
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  if (values.method === 'cheque' && !values.bank.trim()) errors.bank = "Enter the cheque's bank.";
  const reference = referenceLabel(values.method);
  if (reference && !values.reference.trim()) {
    errors.reference = values.method === 'cheque' ? "Enter the cheque's number." : 'Enter the reference of the payment.';
  }
  return errors;
}

/** What `POST /api/fees/payments` is sent: a bank only for a cheque, a reference only when the method has one. */
export function paymentPayload(values: PaymentValues, studentID: string, schoolYearID: string): PaymentPayload {
  return {
    studentID,
    schoolYearID,
    amountCentavos: parseCentavos(values.amount) ?? 0,
    method: values.method,
    ...(values.method === 'cheque' ? { bank: values.bank.trim() } : {}),
    ...(referenceLabel(values.method) ? { reference: values.reference.trim() } : {}),
  };
}
