import { MIN_PASSWORD_LENGTH } from '@/components/account';

/** The messages the Administrators screen's forms show beside their fields. */
export const ADMIN_FORM_MESSAGES = {
  emailRequired: 'Enter the email the administrator signs in with.',
  tooShort: `The starting password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;
