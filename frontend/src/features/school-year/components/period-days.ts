import { formatDateRange } from '@/lib/dates';
import type { CalendarPeriod } from '@/types/api';

/** A period's days in the short form the whole School year screen uses: one date, or first – last. */
export function periodDays(period: Pick<CalendarPeriod, 'firstDay' | 'lastDay'>): string {
  return formatDateRange(period.firstDay, period.lastDay);
}
