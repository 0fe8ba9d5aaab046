import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDateTime,
  formatMonthYear,
  formatShortDate,
  formatWrittenDate,
  isIsoDate,
  localIsoDate,
  monthsBetween,
} from './dates';

/** A moment given by the browser's own clock, as the server would send it (UTC). */
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('the product date forms', () => {
  it('writes a day in short form as the spec does for birth dates (3/7/1985)', () => {
    expect(formatShortDate('1985-03-07')).toBe('3/7/1985');
    expect(formatShortDate('2026-11-25')).toBe('11/25/2026');
  });

  it('writes a day named in a sentence with its weekday: Wed, Nov 25, 2026', () => {
    expect(formatWrittenDate('2026-11-25')).toBe('Wed, Nov 25, 2026');
    expect(formatWrittenDate('2026-03-01')).toBe('Sun, Mar 1, 2026');
    expect(formatWrittenDate('2024-02-29')).toBe('Thu, Feb 29, 2024');
  });

  it('reads a day from its digits, so it is the same day in every time zone', () => {
    // Through `new Date('2027-01-01')` this is New Year's Eve anywhere west of Greenwich.
    expect(formatWrittenDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
    expect(formatShortDate('1990-01-31T00:00:00Z')).toBe('1/31/1990');
  });

  it('writes a month as November 2026', () => {
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2027-01')).toBe('January 2027');
  });

  it('writes a moment as the spec writes a message time, in the browser time zone', () => {
    expect(formatDateTime(at(2026, 11, 22, 16, 5))).toBe('Nov 22, 2026 04:05 PM');
    expect(formatDateTime(at(2026, 11, 23, 0, 30))).toBe('Nov 23, 2026 12:30 AM');
    expect(formatDateTime(at(2026, 11, 23, 12, 0))).toBe('Nov 23, 2026 12:00 PM');
  });

  it('writes a run of days in one form, or the one day', () => {
    expect(formatDateRange('2026-08-03', '2026-10-09')).toBe('8/3/2026 – 10/9/2026');
    expect(formatDateRange('2026-11-30', '2026-12-01', formatWrittenDate)).toBe('Mon, Nov 30, 2026 – Tue, Dec 1, 2026');
    expect(formatDateRange('2026-11-30', '2026-11-30', formatWrittenDate)).toBe('Mon, Nov 30, 2026');
    expect(formatDateRange('2026-11-30', null)).toBe('11/30/2026');
  });

  it('shows anything that is not a date as it came, and nothing for a missing one', () => {
    expect(formatShortDate('not a date')).toBe('not a date');
    expect(formatShortDate(null)).toBe('');
    expect(formatWrittenDate('2026-02-30')).toBe('2026-02-30');
    expect(formatMonthYear('2026-13')).toBe('2026-13');
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});

describe('days as the browser counts them', () => {
  it("gives the browser's own day, not UTC's", () => {
    expect(localIsoDate(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
    expect(localIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('knows a real day from a mistyped one', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('0099-12-31')).toBe(true);
  });
});

describe('the months of a school year', () => {
  it('lists every month the days touch, across New Year, first to last', () => {
    expect(monthsBetween('2026-06-01', '2027-03-31')).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(monthsBetween('2026-09-15', '2026-09-20')).toEqual(['2026-09']);
  });

  it('lists nothing for days that are not days, or a run that ends before it starts', () => {
    expect(monthsBetween('2026-02-30', '2027-03-31')).toEqual([]);
    expect(monthsBetween('2027-03-31', '2026-06-01')).toEqual([]);
  });
});
