import dayjs from 'dayjs';
import type { Assignment } from '../types';

const MOMENT = 'ddd, MMM D, h:mm A';
const MOMENT_OF_ANOTHER_YEAR = 'ddd, MMM D, YYYY, h:mm A';
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/**
 * A moment in the browser's time: `Fri, Dec 11, 5:00 PM`, with the year when it is not this
 * one (`Mon, Jan 4, 2027, 8:00 AM`). An unreadable time is shown as it came.
 */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const moment = dayjs(iso);
  if (!moment.isValid()) return iso;
  return moment.format(moment.year() === now.getFullYear() ? MOMENT : MOMENT_OF_ANOTHER_YEAR);
}

/** `Due Fri, Dec 11, 5:00 PM`. */
export function dueText(iso: string): string {
  return `Due ${formatMoment(iso)}`;
}

/** `Appears Wed, Dec 9, 7:00 AM`: when the students first see it. */
export function appearsText(iso: string): string {
  return `Appears ${formatMoment(iso)}`;
}

/**
 * Whether the students do not see it yet at `now` (ms). Posted to show at once, it appeared as it
 * was posted, whatever this browser's clock says.
 */
export function appearsLater({ appearsAt, postedAt }: Pick<Assignment, 'appearsAt' | 'postedAt'>, now: number): boolean {
  const appears = Date.parse(appearsAt);
  return appears > Date.parse(postedAt) && appears > now;
}

/** An instant as a `datetime-local` field shows it, in the browser's time: `2026-12-11T17:00`. */
export function localInputOf(iso: string): string {
  return dayjs(iso).format(LOCAL_INPUT);
}

/**
 * A `datetime-local` field's value (the browser's time) as the RFC 3339 instant the server
 * takes, `2026-12-11T09:00:00.000Z`; an empty field stays ''.
 */
export function instantOf(local: string): string {
  return local === '' ? '' : new Date(local).toISOString();
}
