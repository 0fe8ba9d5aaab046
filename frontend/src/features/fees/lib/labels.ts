import { countOf } from '@/lib/count-of';
import type { FeeDiscountKind, FeeItemKind, FeePayer, FeePlanKind, InstallmentView, LedgerEntryView, PaymentMethod } from '../types';

/** An option of a select: the value sent, the words shown. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

export const ITEM_KINDS: Choice<FeeItemKind>[] = [
  { value: 'tuition', label: 'Tuition' },
  { value: 'miscellaneous', label: 'Miscellaneous' },
  { value: 'other', label: 'Other fees' },
  { value: 'books', label: 'Books' },
];

export const PLAN_KINDS: Choice<FeePlanKind>[] = [
  { value: 'full', label: 'Full payment' },
  { value: 'semestral', label: 'Semestral' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
];

export const DISCOUNT_KINDS: Choice<FeeDiscountKind>[] = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

export const PAYERS: Choice<FeePayer>[] = [
  { value: 'family', label: 'Family' },
  { value: 'government', label: 'Government (ESC)' },
];

export const PAYMENT_METHODS: Choice<PaymentMethod>[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'bank transfer', label: 'Bank transfer' },
  { value: 'e-wallet', label: 'E-wallet' },
];

/** How many due dates each kind of plan has: the least and the most. */
export const DUE_DATE_COUNTS: Record<FeePlanKind, { least: number; most: number }> = {
  full: { least: 1, most: 1 },
  semestral: { least: 2, most: 2 },
  quarterly: { least: 4, most: 4 },
  monthly: { least: 5, most: 12 },
};

/** The value of `choices` that `value` names, or `fallback` for one the screen does not know. */
export function choiceOf<T extends string>(choices: Choice<T>[], value: string, fallback: T): T {
  return choices.find((choice) => choice.value === value)?.value ?? fallback;
}

/** The words for `value` among `choices`; the value itself when it is not one. */
export function labelOf(choices: Choice<string>[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

const ENTRY_KINDS: Record<LedgerEntryView['kind'], string> = {
  charge: 'Charge',
  discount: 'Discount',
  payment: 'Payment',
  adjustment: 'Adjustment',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** A ledger entry's kind as the screen names it. */
export function entryKindLabel(kind: LedgerEntryView['kind']): string {
  return ENTRY_KINDS[kind];
}

const INSTALLMENT_STATUSES: Record<InstallmentView['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  'partly paid': { label: 'Partly paid', color: 'yellow' },
  overdue: { label: 'Overdue', color: 'red' },
  due: { label: 'Due today', color: 'orange' },
  upcoming: { label: 'Upcoming', color: 'gray' },
};

/** An installment's status as its badge shows it: paid green, partly paid yellow, overdue red, due orange, upcoming gray. */
export function installmentStatus(status: InstallmentView['status']): { label: string; color: string } {
  return INSTALLMENT_STATUSES[status];
}

// Due soon in the school's navy: Mantine's orange reads 3.2:1 on its light badge.
const REMINDER_KINDS: Record<string, { label: string; color: string }> = {
  upcoming: { label: 'Due soon', color: 'school' },
  overdue: { label: 'Overdue', color: 'red' },
};

/** A reminder's kind as its badge shows it: due soon navy, overdue red; a kind the screen does not know as it came. */
export function reminderKind(kind: string): { label: string; color: string } {
  return REMINDER_KINDS[kind] ?? { label: kind, color: 'gray' };
}

/** What 'Send reminders now' sent, in words: "3 reminders sent.", or "No reminders were due." */
export function remindersSentText(sent: number): string {
  return sent === 0 ? 'No reminders were due.' : `${countOf(sent, 'reminder')} sent.`;
}
