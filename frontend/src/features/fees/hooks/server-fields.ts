import { isApiError } from '@/lib/api-error';

/** The server's names of money fields and the form's inputs that hold them. */
const FORM_NAMES: Record<string, string> = {
  amountCentavos: 'amount',
  chargeCentavos: 'charge',
  basisPoints: 'value',
};

/**
 * The form's field for each field the server's refusal names (`items[0].amountCentavos` or
 * `items.0.amountCentavos` → `items.0.amount`), for `showServerErrors`: a line of a list is
 * found by its place, as it was sent. Only the fields `shows` says the form shows are paired,
 * so a refusal about anything else is said in the form's alert. `rename` overrides the name of
 * a last part (`{ amountCentavos: 'value' }` for a discount).
 */
export function serverFieldsOf(
  error: Error,
  shows: (formField: string) => boolean,
  rename: Record<string, string> = {},
): Record<string, string> {
  if (!isApiError(error) || !error.errors) return {};
  const names = { ...FORM_NAMES, ...rename };
  return Object.fromEntries(
    Object.keys(error.errors).flatMap((field) => {
      const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
      const last = parts.length - 1;
      parts[last] = names[parts[last]] ?? parts[last];
      const formField = parts.join('.');
      return shows(formField) ? [[field, formField]] : [];
    }),
  );
}
