import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, as a person would', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
  });

  it('gives the day past a week, and leaves what is not a time as it came', () => {
    expect(relativeTime('2026-11-10T12:00:00Z', now)).toBe('11/10/2026');
    expect(relativeTime('not a time', now)).toBe('not a time');
    // A clock a little behind the server's is not "in the future".
    expect(relativeTime(ago(-5_000), now)).toBe('just now');
  });
});
