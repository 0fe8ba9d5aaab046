import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/**
 * Puts the server's per-field messages beside their fields (the form's keys are the payload's
 * names); anything else becomes a toast. A 401 is left to the login screen swap.
 */
export function showStudentFailure<T>(form: UseFormReturnType<T>, error: Error): void {
  if (isApiError(error) && error.status === 401) return;
  const fieldErrors = isApiError(error) ? error.errors : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    form.setErrors(fieldErrors);
  } else {
    notifyError(errorMessage(error));
  }
}
