import { describe, expect, it } from 'vitest';
import { NOT_A_SCORE, checkScore, pastedColumn, sameScore, scoreMark } from './scores';

describe('checkScore', () => {
  it('takes blank, ex in any case and numbers up to the highest', () => {
    expect(checkScore('  ', '20')).toEqual({ ok: true, score: '' });
    expect(checkScore('EX', '20')).toEqual({ ok: true, score: 'ex' });
    expect(checkScore('18.5', '20')).toEqual({ ok: true, score: '18.5' });
    expect(checkScore('20', '20.00')).toEqual({ ok: true, score: '20' });
    expect(checkScore('0', '20')).toEqual({ ok: true, score: '0' });
  });

  it('refuses words, negatives and scores above the highest with the server’s messages', () => {
    expect(checkScore('abc', '20')).toEqual({ ok: false, message: NOT_A_SCORE });
    expect(checkScore('21', '20')).toEqual({ ok: false, message: 'Enter a score from 0 to 20.' });
    expect(checkScore('-1', '20.00')).toEqual({ ok: false, message: 'Enter a score from 0 to 20.' });
  });
});

describe('sameScore', () => {
  it('treats blank and missing alike, and numbers by value', () => {
    expect(sameScore('', undefined)).toBe(true);
    expect(sameScore('18.50', '18.5')).toBe(true);
    expect(sameScore('EX', 'ex')).toBe(true);
    expect(sameScore('18', '19')).toBe(false);
  });
});

describe('pastedColumn', () => {
  it('reads one value per line, the first column of each, without the trailing line end', () => {
    expect(pastedColumn('17\r\n18\r\nex\r\n')).toEqual(['17', '18', 'ex']);
    expect(pastedColumn('17\t1\n\n19')).toEqual(['17', '', '19']);
    expect(pastedColumn('17')).toBeNull();
  });
});

describe('scoreMark', () => {
  const TODAY = '2026-08-10';

  it('marks a score under 60% of the highest as low, and 60% or more not at all', () => {
    expect(scoreMark('11.5', '20', '2026-08-01', TODAY)).toBe('low');
    expect(scoreMark('12', '20', '2026-08-01', TODAY)).toBeNull();
    expect(scoreMark('0', '50', '2026-08-01', TODAY)).toBe('low');
    expect(scoreMark('50', '50', '2026-08-01', TODAY)).toBeNull();
  });

  it('marks a blank as missing once its day has come, never before, and never an excused one', () => {
    expect(scoreMark('', '20', '2026-08-10', TODAY)).toBe('missing');
    expect(scoreMark(' ', '20', '2026-08-09', TODAY)).toBe('missing');
    expect(scoreMark('', '20', '2026-08-11', TODAY)).toBeNull();
    expect(scoreMark('ex', '20', '2026-08-01', TODAY)).toBeNull();
    expect(scoreMark('EX', '20', '2026-08-01', TODAY)).toBeNull();
  });

  it('leaves text that is not yet a score unmarked', () => {
    expect(scoreMark('abc', '20', '2026-08-01', TODAY)).toBeNull();
    expect(scoreMark('5', '0', '2026-08-01', TODAY)).toBeNull();
  });
});
