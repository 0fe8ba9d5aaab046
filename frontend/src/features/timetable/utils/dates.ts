import dayjs from 'dayjs';

/** The browser's own day as `YYYY-MM-DD` (not UTC's, which is another day near midnight). */
export function localIsoDate(now: Date): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** Minutes since the browser's midnight, as lessons give their times. */
export function minutesOfDay(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}

/**
 * "Wednesday, 25 November 2026" from a `YYYY-MM-DD` date (read as a local day, so it never
 * shifts); anything else is shown as it came.
 */
export function longDate(ymd: string): string {
  const day = dayjs(ymd);
  return /^\d{4}-\d{2}-\d{2}$/.test(ymd) && day.isValid() ? day.format('dddd, D MMMM YYYY') : ymd;
}
