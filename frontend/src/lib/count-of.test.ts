import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'student')).toBe('1 student');
    expect(countOf(0, 'student')).toBe('0 students');
    expect(countOf(2, 'subject')).toBe('2 subjects');
    expect(countOf(3, 'class', 'classes')).toBe('3 classes');
  });
});
