import { describe, expect, it } from 'vitest';
import { formatShortDate } from './short-date';

describe('formatShortDate', () => {
  it('writes a YYYY-MM-DD date as short en-US month/day/year without leading zeros', () => {
    expect(formatShortDate('1985-03-07')).toBe('3/7/1985');
    expect(formatShortDate('2001-12-31')).toBe('12/31/2001');
  });

  it('keeps the calendar day whatever the time zone (no Date parsing)', () => {
    expect(formatShortDate('2000-01-01')).toBe('1/1/2000');
    expect(formatShortDate('1990-01-31T00:00:00Z')).toBe('1/31/1990');
  });

  it('shows other text unchanged and nothing for a missing date', () => {
    expect(formatShortDate('not a date')).toBe('not a date');
    expect(formatShortDate(null)).toBe('');
  });
});
