const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A `YYYY-MM-DD` date in short en-US form (`1985-03-07` → `3/7/1985`), read from the digits
 * themselves: going through `Date` would shift it a day in time zones west of UTC.
 * Anything else is shown as it came.
 */
export function formatShortDate(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const match = YMD.exec(ymd);
  if (!match) return ymd;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}
