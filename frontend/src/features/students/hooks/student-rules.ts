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

/** The digits of a Learner Reference Number, as DepEd's Learner Information System gives it. */
export const LRN_DIGITS = 12;

/** Blank, or 12 digits once the spaces and dashes people group them with are dropped. */
export function lrnRule(value: string): string | null {
  const typed = value.replace(/[ -]/g, '');
  if (!typed) return null;
  if (!/^[0-9]+$/.test(typed)) return 'An LRN has digits only.';
  return typed.length === LRN_DIGITS ? null : `An LRN has ${LRN_DIGITS} digits; this one has ${typed.length}.`;
}

/** Longest mother tongue, religion, group or parent's name; and longest remark. */
export const LEARNER_TEXT_MAX = 100;
export const REMARKS_MAX = 500;

/**
 * An optional line of text of at most `max` characters. The server keeps one line, so a
 * line break (easy to type in the remarks) is refused as it refuses it.
 */
export const optionalLine = (max: number) => (value: string) => {
  const text = value.trim();
  if ([...text].length > max) return `Use at most ${max} characters.`;
  return /\p{Cc}/u.test(text) ? 'Remove the line breaks and control characters.' : null;
};
