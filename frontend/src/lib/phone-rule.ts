/** The phone rule the server applies (SPEC §5): digits, spaces or dashes, 7 to 15 digits. */
export const PHONE_MESSAGES = {
  required: 'Enter the phone number.',
  digits: 'Use digits only.',
  length: 'Enter 7 to 15 digits.',
} as const;

/** The hint shown under phone fields. */
export const PHONE_HINT = 'Digits only, 7 to 15 of them, e.g. 09171234567';

/** A form rule: null when `value` is a phone number the server accepts, else the message. */
export function phoneRule(value: string): string | null {
  const phone = value.trim();
  if (!phone) return PHONE_MESSAGES.required;
  if (!/^[\d -]+$/.test(phone)) return PHONE_MESSAGES.digits;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : PHONE_MESSAGES.length;
}
