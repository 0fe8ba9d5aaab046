import { isApiError } from './api-client';
import { errorMessage } from './api-error';
import { notifyError } from './notify';

/**
 * Puts the server's `errors.<field>` of a refused form beside its `fields` (named as the call
 * names them); anything else goes to a toast.
 */
export function showFieldErrors(
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
