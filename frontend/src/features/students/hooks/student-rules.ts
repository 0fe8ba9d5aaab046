/**
 * The client-side rules of the student forms, worded as the server words them so a
 * message reads the same whichever side catches the mistake.
 */
export type StudentFormKind = 'create' | 'edit';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export const required = (label: string) => (value: string) =>
  value.trim() ? null : `Enter the ${label}.`;

export function emailRule(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter an email address.';
  return EMAIL_SHAPE.test(email) ? null : 'Enter a valid email address.';
}

export function birthdateRule(value: string): string | null {
  const date = value.trim();
  if (!date) return 'Enter the birth date.';
  if (!DATE_SHAPE.test(date) || Number.isNaN(Date.parse(date))) return 'Enter the birth date as YYYY-MM-DD.';
  return null;
}

export { phoneRule } from '@/lib/phone-rule';

/** Optional in the create form (checked only when filled in), required in the edit form. */
export function parentRule(kind: StudentFormKind, rule: (value: string) => string | null) {
  return (value: string) => (kind === 'create' && !value.trim() ? null : rule(value));
}
