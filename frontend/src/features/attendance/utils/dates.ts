import dayjs from 'dayjs';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The browser's own day as `YYYY-MM-DD` (not UTC's, which is another day near midnight). */
export function localIsoDate(now: Date): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** Whether `value` is a real `YYYY-MM-DD` date. */
export function isIsoDate(value: string): boolean {
  return YMD.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/**
 * "Wednesday, 25 November 2026" from a `YYYY-MM-DD` date (read as a local day, so it never
 * shifts); anything else is shown as it came.
 */
export function longDate(ymd: string): string {
  return isIsoDate(ymd) ? dayjs(ymd).format('dddd, D MMMM YYYY') : ymd;
}

/** "24 Nov 2026, 07:41" in the browser's time zone, from an ISO time. */
export function shortDateTime(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? time.format('D MMM YYYY, HH:mm') : iso;
}
