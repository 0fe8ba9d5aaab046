import type { FormErrors } from '@mantine/form';
import { formatShortDate, isIsoDate } from '@/lib/dates';
import { amountError, hundredthsText, parseCentavos } from '../lib/money';
import { DUE_DATE_COUNTS } from '../lib/labels';
import type { FeeItemKind, FeePlanKind, FeeSchedulePayload, FeeScheduleView } from '../types';

/** One fee item as the form holds it: the amount as typed, in pesos. */
export interface FeeItemValues {
  /** Tells the row from the others while it is edited (its id once saved). */
  key: string;
  /** Null for an item not saved yet. */
  _id: string | null;
  name: string;
  kind: FeeItemKind;
  amount: string;
  mandatory: boolean;
}

/** One payment plan as the form holds it. */
export interface FeePlanValues {
  key: string;
  _id: string | null;
  name: string;
  kind: FeePlanKind;
  /** `YYYY-MM-DD` each, as many as the kind has. */
  dueDates: string[];
  /** The installment charge in pesos; blank for none. */
  charge: string;
}

export interface ScheduleValues {
  items: FeeItemValues[];
  plans: FeePlanValues[];
}

/** The first and last day of the school year the due dates must fall in. */
export interface YearSpan {
  firstDay: string;
  lastDay: string;
}

let lastKey = 0;

/** A key for a row not saved yet, unlike any other row's. */
export function newRowKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

/** A new fee item: mandatory tuition until changed. */
export function blankItem(): FeeItemValues {
  return { key: newRowKey(), _id: null, name: '', kind: 'tuition', amount: '', mandatory: true };
}

/** A new plan: full payment, one due date. */
export function blankPlan(): FeePlanValues {
  return { key: newRowKey(), _id: null, name: '', kind: 'full', dueDates: [''], charge: '' };
}

/** The schedule the server has, as the form edits it. */
export function scheduleValuesOf(schedule: FeeScheduleView): ScheduleValues {
  return {
    items: schedule.items.map((item) => ({
      key: item._id,
      _id: item._id,
      name: item.name,
      kind: item.kind,
      amount: hundredthsText(item.amountCentavos),
      mandatory: item.mandatory,
    })),
    plans: schedule.plans.map((plan) => ({
      key: plan._id,
      _id: plan._id,
      name: plan.name,
      kind: plan.kind,
      dueDates: [...plan.dueDates],
      charge: plan.chargeCentavos === 0 ? '' : hundredthsText(plan.chargeCentavos),
    })),
  };
}

/**
 * The due dates kept when a plan's kind changes: as many as the new kind has (a monthly plan
 * keeps five to twelve), blanks added at the end.
 */
export function resizeDueDates(dueDates: readonly string[], kind: FeePlanKind): string[] {
  const { least, most } = DUE_DATE_COUNTS[kind];
  const count = Math.min(Math.max(dueDates.length, least), most);
  return Array.from({ length: count }, (_, index) => dueDates[index] ?? '');
}

/** How many due dates a kind of plan has, in words: "4 due dates", "5 to 12 due dates". */
export function dueDateCountText(kind: FeePlanKind): string {
  const { least, most } = DUE_DATE_COUNTS[kind];
  if (least !== most) return `${least} to ${most} due dates`;
  return least === 1 ? '1 due date' : `${least} due dates`;
}

/** The server's rules, checked before sending; keys are the form's fields (`items.0.amount`). */
export function scheduleErrors(values: ScheduleValues, year: YearSpan | null): FormErrors {
  const errors: FormErrors = {};
  values.items.forEach((item, index) => {
    if (!item.name.trim()) errors[`items.${index}.name`] = 'Name the fee item.';
    const amount = amountError(item.amount);
    if (amount) errors[`items.${index}.amount`] = amount;
  });
  values.plans.forEach((plan, index) => {
    if (!plan.name.trim()) errors[`plans.${index}.name`] = 'Name the plan.';
    const { least, most } = DUE_DATE_COUNTS[plan.kind];
    if (plan.dueDates.length < least || plan.dueDates.length > most) {
      errors[`plans.${index}.dueDates`] = `A ${plan.kind === 'full' ? 'full payment' : plan.kind} plan has ${dueDateCountText(plan.kind)}.`;
    }
    plan.dueDates.forEach((date, place) => {
      const field = `plans.${index}.dueDates.${place}`;
      if (!isIsoDate(date)) errors[field] = 'Enter the due date.';
      else if (year && (date < year.firstDay || date > year.lastDay)) {
        errors[field] = `Choose a day of the school year, ${formatShortDate(year.firstDay)} to ${formatShortDate(year.lastDay)}.`;
      } else if (place > 0 && isIsoDate(plan.dueDates[place - 1]) && date <= plan.dueDates[place - 1]) {
        errors[field] = 'Each due date comes after the one before.';
      }
    });
    const charge = amountError(plan.charge, { allowZero: true });
    if (charge) errors[`plans.${index}.charge`] = charge;
  });
  return errors;
}

/** What `PUT /api/fees/schedule` is sent: the amounts in centavos, new lines without an id. */
export function schedulePayload(values: ScheduleValues, schoolYearID: string, levelID: string): FeeSchedulePayload {
  return {
    schoolYearID,
    levelID,
    items: values.items.map((item) => ({
      ...(item._id ? { _id: item._id } : {}),
      name: item.name.trim(),
      kind: item.kind,
      amountCentavos: parseCentavos(item.amount) ?? 0,
      mandatory: item.mandatory,
    })),
    plans: values.plans.map((plan) => ({
      ...(plan._id ? { _id: plan._id } : {}),
      name: plan.name.trim(),
      kind: plan.kind,
      dueDates: [...plan.dueDates],
      chargeCentavos: plan.charge.trim() === '' ? 0 : (parseCentavos(plan.charge) ?? 0),
    })),
  };
}

/** The schedule's fields a refusal may name, as the form names them. */
export function isScheduleField(field: string): boolean {
  return /^(items|plans)(\.\d+(\.(name|kind|amount|mandatory|charge|dueDates(\.\d+)?))?)?$/.test(field);
}
