const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The browser's own day as `YYYY-MM-DD` (not UTC's, which is another day near midnight). */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Minutes since the browser's midnight, as lessons give their times. */
export function minutesOfDay(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}

/**
 * "Wednesday, 25 November 2026" from the day's name and its `YYYY-MM-DD` date, read from the
 * digits (through `Date` it could shift a day); anything else is shown as it came.
 */
export function longDate(ymd: string, weekday: string): string {
  const match = YMD.exec(ymd);
  if (!match) return `${weekday}, ${ymd}`;
  const [, year, month, day] = match;
  return `${weekday}, ${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
