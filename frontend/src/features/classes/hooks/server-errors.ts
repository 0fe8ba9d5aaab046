import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/**
 * Puts the server's `errors.<field>` beside the form's inputs (`fields` maps the call's field
 * names to the form's); anything else goes to a toast. A 401 already swapped in the login screen.
 */
export function showServerErrors<T>(
  form: UseFormReturnType<T>,
  error: Error,
  fields: Record<string, string>,
): void {
  const fieldErrors = Object.fromEntries(
    Object.entries(fields).flatMap(([callField, formField]) => {
      const message = isApiError(error) ? error.fieldError(callField) : undefined;
      return message ? [[formField, message]] : [];
    }),
  );
  if (Object.keys(fieldErrors).length > 0) {
    form.setErrors(fieldErrors);
  } else if (!(isApiError(error) && error.status === 401)) {
    notifyError(errorMessage(error));
  }
}

/** A 409 on a subject name: the section already has that subject (told by an alert, not beside the field). */
export function isDuplicateSubject(error: Error): boolean {
  return isApiError(error) && error.status === 409;
}
