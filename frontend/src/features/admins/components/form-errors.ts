import { MIN_PASSWORD_LENGTH } from '@/components/account';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/** The messages the Administrators screen's forms show beside their fields. */
export const ADMIN_FORM_MESSAGES = {
  emailRequired: 'Enter the email the administrator signs in with.',
  tooShort: `The starting password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;

/** Sets the server's field errors beside the fields; anything else goes to a toast. */
export function showServerErrors(
  error: Error,
  fields: readonly string[],
  setErrors: (errors: Record<string, string>) => void,
): void {
  const errors = Object.fromEntries(
    fields.flatMap((field) => {
      const message = isApiError(error) ? error.fieldError(field) : undefined;
      return message ? [[field, message]] : [];
    }),
  );
  if (Object.keys(errors).length > 0) setErrors(errors);
  else notifyError(errorMessage(error));
}

