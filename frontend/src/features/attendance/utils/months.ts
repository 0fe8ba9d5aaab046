import dayjs from 'dayjs';
import { formatDateRange } from '@/lib/dates';
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

/**
 * "First quarter (8/4/2026 – 10/10/2026)", its days as the School year screen writes them, or
 * the whole year so far when no term is set.
 */
export function termText(term: ReportTerm | null): string {
  return term ? `${term.name} (${formatDateRange(term.firstDay, term.lastDay)})` : 'The school year so far';
}

/** "Grade 7 - Rizal", the section of a month grid. */
export function monthSectionName(answer: Pick<SectionMonthAnswer, 'section'>): string {
  return `${answer.section.level} - ${answer.section.section}`;
}
