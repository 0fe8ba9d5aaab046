const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A `YYYY-MM-DD` date in short en-US form (`2010-09-01` → `9/1/2010`, SPEC §9), read from the
 * digits: going through `Date` would shift it a day in time zones west of UTC.
 */
export function formatShortDate(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const match = YMD.exec(ymd);
  if (!match) return ymd;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}
