import { formatShortDate, isIsoDate } from '@/lib/dates';
import { DROP_REASONS } from '@/lib/drop-reasons';

/**
 * The client-side rules of the transfer and drop-out forms, worded as the server words them so
 * a message reads the same whichever side catches the mistake. Whether the day falls in the
 * school year and after the learner enrolled only the server knows.
 */
export const TRANSFER_MESSAGES = {
  date: 'Choose the day, as YYYY-MM-DD.',
  receivingSchool: 'Name the receiving school.',
  previousSchool: 'Name the previous school.',
  schoolLength: "A school's name has at most 200 characters.",
  reason: "Choose one of DepEd's reasons for dropping out (a.1 to f.1).",
  average: 'A general average is a number from 60 to 100.',
} as const;

/** The longest school name the server keeps. */
export const SCHOOL_NAME_MAX = 200;

/** The lowest and highest general average a learner may bring. */
export const AVERAGE_RANGE = { min: 60, max: 100 } as const;

/** A real day, `YYYY-MM-DD`. */
export function dayRule(value: string): string | null {
  return isIsoDate(value.trim()) ? null : TRANSFER_MESSAGES.date;
}

/** A school's name, which `missing` asks for when blank. */
export const schoolRule = (missing: string) => (value: string) => {
  const name = value.trim();
  if (!name) return missing;
  return [...name].length > SCHOOL_NAME_MAX ? TRANSFER_MESSAGES.schoolLength : null;
};

/** One of DepEd's codes, `a.1` to `f.1`. */
export function reasonRule(value: string | null): string | null {
  return DROP_REASONS.some(({ code }) => code === value) ? null : TRANSFER_MESSAGES.reason;
}

/** Blank, or a number from 60 to 100 (Mantine's number input holds '' while empty). */
export function averageRule(value: number | string): string | null {
  if (value === '') return null;
  const average = Number(value);
  return Number.isFinite(average) && average >= AVERAGE_RANGE.min && average <= AVERAGE_RANGE.max
    ? null
    : TRANSFER_MESSAGES.average;
}

/** The question asked before a transfer out is recorded: it takes the learner's account to the archive. */
export function confirmTransferOut(name: string, school: string, date: string): string {
  return `Record that ${name} transfers out to ${school} on ${formatShortDate(date)}? The day after, their account moves to the archive.`;
}

/** The question asked before a drop-out is recorded: it takes the learner's account to the archive. */
export function confirmDrop(name: string, date: string): string {
  return `Record that ${name} dropped out on ${formatShortDate(date)}? The day after, their account moves to the archive.`;
}
