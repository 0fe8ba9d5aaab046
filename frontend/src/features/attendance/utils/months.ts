import dayjs from 'dayjs';
import type { ReportTerm, SectionMonthAnswer } from '../types/reports';

const YM = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month as `YYYY-MM`. */
export function isMonth(value: string): boolean {
  return YM.test(value);
}

/** The browser's own month, `YYYY-MM`. */
export function localMonth(now: Date): string {
  return dayjs(now).format('YYYY-MM');
}

/** The month `step` months from `month` (`YYYY-MM`). */
export function shiftMonth(month: string, step: number): string {
  return dayjs(`${month}-01`).add(step, 'month').format('YYYY-MM');
}

/** "November 2026" from `2026-11`; anything else as it came. */
export function monthName(month: string): string {
  return isMonth(month) ? dayjs(`${month}-01`).format('MMMM YYYY') : month;
}

/** "24 Nov 2026" from a `YYYY-MM-DD` day (read as a local day, so it never shifts). */
export function mediumDate(ymd: string): string {
  const day = dayjs(ymd);
  return /^\d{4}-\d{2}-\d{2}$/.test(ymd) && day.isValid() ? day.format('D MMM YYYY') : ymd;
}

/** "24 Nov 2026", or "24 – 26 Nov 2026" for a range of days. */
export function dayRange(first: string, last: string): string {
  return first === last || !last ? mediumDate(first) : `${mediumDate(first)} – ${mediumDate(last)}`;
}

/** "First quarter (4 Aug 2026 – 10 Oct 2026)", or the whole year so far when no term is set. */
export function termText(term: ReportTerm | null): string {
  return term ? `${term.name} (${dayRange(term.firstDay, term.lastDay)})` : 'The school year so far';
}

/** "Grade 7 - Rizal", the section of a month grid. */
export function monthSectionName(answer: Pick<SectionMonthAnswer, 'section'>): string {
  return `${answer.section.level} - ${answer.section.section}`;
}
