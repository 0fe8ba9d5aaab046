import { formatShortDate } from '@/lib/short-date';
import type { CalendarPeriod } from '@/types/api';

/** A period's days: one date, or first – last. */
export function periodDays(period: Pick<CalendarPeriod, 'firstDay' | 'lastDay'>): string {
  const first = formatShortDate(period.firstDay);
  return period.firstDay === period.lastDay ? first : `${first} – ${formatShortDate(period.lastDay)}`;
}
