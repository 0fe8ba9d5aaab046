import { errorMessage, isApiError } from './api-error';
import { notifyError } from './notify';

/** What `showServerErrors` needs of a form: Mantine's `useForm` has it. */
export interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The server's `errors.<field>` a form shows beside its inputs: a list when the form names its
 * fields as the call does, or a map from the call's names to the form's.
 */
export type ServerFields = readonly string[] | Readonly<Record<string, string>>;

export interface ShowServerErrorsOptions {
  /** Says a failure that names none of the fields (with its message) instead of a toast. */
  otherwise?: (message: string, error: Error) => void;
}

function isFieldList(fields: ServerFields): fields is readonly string[] {
  return Array.isArray(fields);
}

/** Pairs of (the call's field, the form's field) that `fields` shows. */
function fieldPairs(fields: ServerFields): [string, string][] {
  return isFieldList(fields) ? fields.map((field) => [field, field]) : Object.entries(fields);
}

/**
 * The one way a form shows a refused call: the server's `errors.<field>` beside the fields
 * (`fields`; every field the server names when left out), anything else in a toast (or
 * `otherwise`). A 401 shows nothing: the login screen has already replaced the form.
 */
export function showServerErrors(
  form: FormWithErrors,
  error: Error,
  fields?: ServerFields,
  { otherwise }: ShowServerErrorsOptions = {},
): void {
  if (isApiError(error) && error.status === 401) return;
  const named: Record<string, string> = (isApiError(error) && error.errors) || {};
  const beside = Object.fromEntries(
    fields === undefined
      ? Object.entries(named)
      : fieldPairs(fields).flatMap(([callField, formField]) =>
          named[callField] ? [[formField, named[callField]]] : [],
        ),
  );
  if (Object.keys(beside).length > 0) form.setErrors(beside);
  else if (otherwise) otherwise(errorMessage(error), error);
  else notifyError(errorMessage(error));
}
