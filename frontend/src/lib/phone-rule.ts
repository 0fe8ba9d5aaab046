/**
 * The phone rule the server applies (crates/domain `Phone`): digits, with spaces or dashes
 * between them if wanted, 7 to 15 digits in all, and a leading + for an international number.
 * The server keeps the digits and the +.
 */
export const PHONE_MESSAGES = {
  required: 'Enter the phone number.',
  digits: 'Use only digits, spaces and dashes, with + only at the start.',
  length: 'Enter 7 to 15 digits.',
} as const;

/** The hint shown under every phone field, saying what the server accepts. */
export const PHONE_HINT = '7 to 15 digits; spaces, dashes and a leading + are fine, e.g. +63 917-123-4567';

/** The `pattern` of phone inputs: what the rule allows, checked by the browser as a hint. */
export const PHONE_PATTERN = '\\+?[0-9 \\-]*';

/** A form rule: null when `value` is a phone number the server accepts, else the message. */
export function phoneRule(value: string): string | null {
  const phone = value.trim();
  if (!phone) return PHONE_MESSAGES.required;
  if (!/^\+?[\d -]+$/.test(phone)) return PHONE_MESSAGES.digits;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : PHONE_MESSAGES.length;
}
