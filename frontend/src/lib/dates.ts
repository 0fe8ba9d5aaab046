/**
 * The product's dates, written one way each, in US English (the spec's "short en-US format")
 * whatever the browser's language, so that every screen agrees:
 *
 * - short, `11/25/2026`: a date kept on record (birth dates, the school year's and its terms'
 *   days, tables of them);
 * - written, `Wed, Nov 25, 2026`: a day named in a heading or a sentence (a register's day,
 *   Today, an absence note's days);
 * - month, `November 2026`: a month's report;
 * - date and time, `Nov 25, 2026 04:05 PM`: a moment (a message, a post, an audit entry), as the
 *   spec writes a message's time.
 *
 * A `YYYY-MM-DD` day is read from its digits: `new Date('2026-11-25')` is midnight in London,
 * which is still the 24th west of it.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const WRITTEN = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const MOMENT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const pad = (n: number) => String(n).padStart(2, '0');

/** Local midnight of a calendar day (years below 100 included, which `new Date(y, m, d)` would move). */
function localDay(year: number, month: number, day: number): Date {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year, month - 1, day);
  return date;
}

/** A real `YYYY-MM-DD` day as local midnight, or null. */
function dayOf(ymd: string): Date | null {
  const match = DAY.exec(ymd);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = localDay(year, month, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The browser's own day of `moment` as `YYYY-MM-DD` (not UTC's, which is another day near midnight). */
export function localIsoDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Whether `value` is a real day written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return dayOf(value) !== null;
}

/**
 * The short form, `1985-03-07` → `3/7/1985`, from the digits (a stamp such as
 * `1990-01-31T00:00:00Z` keeps its written day). Anything else is shown as it came.
 */
export function formatShortDate(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const match = DAY_PREFIX.exec(ymd);
  if (!match) return ymd;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}

/** The written form, `2026-11-25` → `Wed, Nov 25, 2026`. Anything else is shown as it came. */
export function formatWrittenDate(ymd: string): string {
  const day = dayOf(ymd);
  return day ? WRITTEN.format(day) : ymd;
}

/**
 * The months a run of days touches, `YYYY-MM` each, first to last: a school year from
 * `2026-06-01` to `2027-03-31` is `2026-06` … `2027-03`. Nothing when either day is not one.
 */
export function monthsBetween(first: string, last: string): string[] {
  const from = dayOf(first);
  const to = dayOf(last);
  if (!from || !to) return [];
  // Months counted from year 0, so that a run crossing New Year is one count up.
  const index = (day: Date) => day.getFullYear() * 12 + day.getMonth();
  const months: string[] = [];
  for (let month = index(from); month <= index(to); month += 1) {
    months.push(`${Math.floor(month / 12)}-${pad((month % 12) + 1)}`);
  }
  return months;
}

/** A month, `2026-11` → `November 2026`. Anything else is shown as it came. */
export function formatMonthYear(ym: string): string {
  const match = MONTH.exec(ym);
  return match ? MONTH_YEAR.format(localDay(Number(match[1]), Number(match[2]), 1)) : ym;
}

/**
 * A moment in the browser's time zone, `Nov 25, 2026 04:05 PM` (the clock written as the
 * spec's lesson times are, and with a plain space, which `Intl` no longer gives). An unreadable
 * time is shown as it came.
 */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const hours = moment.getHours();
  const clock = `${pad(hours % 12 || 12)}:${pad(moment.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MOMENT_DAY.format(moment)} ${clock}`;
}

/**
 * A run of days in one form: `first – last`, or the one day when they are the same (or there is
 * no last). Short unless told otherwise.
 */
export function formatDateRange(
  first: string,
  last: string | null | undefined,
  format: (ymd: string) => string = formatShortDate,
): string {
  return !last || first === last ? format(first) : `${format(first)} – ${format(last)}`;
}
