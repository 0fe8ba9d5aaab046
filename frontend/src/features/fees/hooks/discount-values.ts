import type { FormErrors } from '@mantine/form';
import { amountError, hundredthsText, parseBasisPoints, parseCentavos, percentError, percentText } from '../lib/money';
import { choiceOf, ITEM_KINDS } from '../lib/labels';
import type { FeeDiscountKind, FeeDiscountsPayload, FeeDiscountView, FeeItemKind, FeePayer } from '../types';
import { newRowKey } from './schedule-values';

/** One discount as the form holds it: the percentage or the amount as typed. */
export interface DiscountValues {
  key: string;
  _id: string | null;
  name: string;
  kind: FeeDiscountKind;
  /** A percentage (`12.5`) or an amount in pesos, as `kind` says. */
  value: string;
  itemKinds: FeeItemKind[];
  payer: FeePayer;
}

export interface DiscountsValues {
  discounts: DiscountValues[];
}

/** A new discount: a percentage of the tuition, waived by the school. */
export function blankDiscount(): DiscountValues {
  return { key: newRowKey(), _id: null, name: '', kind: 'percent', value: '', itemKinds: ['tuition'], payer: 'family' };
}

/** The year's discounts as the form edits them. */
export function discountValuesOf(discounts: readonly FeeDiscountView[]): DiscountsValues {
  return {
    discounts: discounts.map((discount) => {
      const kind = discount.kind;
      const hundredths = kind === 'percent' ? discount.basisPoints : discount.amountCentavos;
      return {
        key: discount._id,
        _id: discount._id,
        name: discount.name,
        kind,
        value: hundredths === null ? '' : kind === 'percent' ? percentText(hundredths) : hundredthsText(hundredths),
        itemKinds: discount.itemKinds.map((itemKind) => choiceOf(ITEM_KINDS, itemKind, 'other')),
        payer: discount.payer,
      };
    }),
  };
}

/** The server's rules, checked before sending. */
export function discountErrors(values: DiscountsValues): FormErrors {
  const errors: FormErrors = {};
  values.discounts.forEach((discount, index) => {
    if (!discount.name.trim()) errors[`discounts.${index}.name`] = 'Name the discount.';
    const value = discount.kind === 'percent' ? percentError(discount.value) : amountError(discount.value);
    if (value) errors[`discounts.${index}.value`] = value;
    if (discount.itemKinds.length === 0) errors[`discounts.${index}.itemKinds`] = 'Choose the kinds of fees it applies to.';
  });
  return errors;
}

/** What `PUT /api/fees/discounts` is sent: a percentage in basis points, or an amount in centavos. */
export function discountsPayload(values: DiscountsValues, schoolYearID: string): FeeDiscountsPayload {
  return {
    schoolYearID,
    discounts: values.discounts.map((discount) => ({
      ...(discount._id ? { _id: discount._id } : {}),
      name: discount.name.trim(),
      kind: discount.kind,
      ...(discount.kind === 'percent'
        ? { basisPoints: parseBasisPoints(discount.value) ?? 0 }
        : { amountCentavos: parseCentavos(discount.value) ?? 0 }),
      itemKinds: [...discount.itemKinds],
      payer: discount.payer,
    })),
  };
}

/** The discounts' fields a refusal may name, as the form names them. */
export function isDiscountField(field: string): boolean {
  return /^discounts(\.\d+(\.(name|kind|value|itemKinds|payer))?)?$/.test(field);
}
