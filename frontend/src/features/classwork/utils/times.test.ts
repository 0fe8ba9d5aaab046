import { describe, expect, it } from 'vitest';
import { appearsLater, formatMoment, instantOf, localInputOf } from './times';

describe('classwork times', () => {
  it("says a piece appears later only while it is scheduled after its posting and after now", () => {
    const now = Date.parse('2030-12-07T12:00:00Z');
    const scheduled = { postedAt: '2030-12-07T11:00:00Z', appearsAt: '2030-12-08T00:00:00Z' };
    expect(appearsLater(scheduled, now)).toBe(true);
    expect(appearsLater(scheduled, Date.parse('2030-12-08T00:00:01Z'))).toBe(false);
    // Posted to show at once, by a server whose clock is ahead of this browser's.
    const postedNow = { postedAt: '2030-12-07T12:00:05.003Z', appearsAt: '2030-12-07T12:00:05.000Z' };
    expect(appearsLater(postedNow, now)).toBe(false);
  });

  it('turns datetime-local values into instants and back, in the browser’s time', () => {
    expect(instantOf('')).toBe('');
    expect(instantOf('2030-12-11T17:00')).toBe(new Date(2030, 11, 11, 17, 0).toISOString());
    expect(localInputOf(instantOf('2030-12-11T17:00'))).toBe('2030-12-11T17:00');
  });

  it('writes a moment with its year only when it is not this one', () => {
    const moment = new Date(2030, 11, 11, 17, 0).toISOString();
    expect(formatMoment(moment, new Date(2030, 0, 1))).toBe('Wed, Dec 11, 5:00 PM');
    expect(formatMoment(moment, new Date(2029, 0, 1))).toBe('Wed, Dec 11, 2030, 5:00 PM');
  });
});
