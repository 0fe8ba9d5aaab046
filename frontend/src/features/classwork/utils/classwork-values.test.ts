import { describe, expect, it } from 'vitest';
import { blankClasswork, classworkContent, classworkErrors, type ClassworkValues } from './classwork-values';

const NOW = new Date('2030-12-01T09:00').getTime();

function filled(change: Partial<ClassworkValues> = {}): ClassworkValues {
  return {
    ...blankClasswork(),
    subjectIDs: ['sub-math'],
    title: 'Quiz 1',
    instructions: '<p>Answer all.</p>',
    dueAt: '2030-12-11T17:00',
    ...change,
  };
}

describe('classwork form rules', () => {
  it('passes a filled-in form, and asks for the classes only when posting', () => {
    expect(classworkErrors(filled(), true, NOW)).toEqual({});
    expect(classworkErrors(filled({ subjectIDs: [] }), true, NOW)).toEqual({ subjectIDs: 'Choose at least one class.' });
    expect(classworkErrors(filled({ subjectIDs: [] }), false, NOW)).toEqual({});
  });

  it('takes whole points from 1 to 1000 only', () => {
    for (const points of [1, 1000]) expect(classworkErrors(filled({ points }), true, NOW)).toEqual({});
    for (const points of [0, 1001, 2.5, '']) {
      expect(classworkErrors(filled({ points }), true, NOW)).toEqual({ points: 'Enter whole points from 1 to 1000.' });
    }
  });

  it('wants the due time after the students first see it: now, or the time chosen', () => {
    expect(classworkErrors(filled({ dueAt: '2030-11-30T17:00' }), true, NOW).dueAt).toBe(
      'Choose a due time after the students first see it.',
    );
    expect(classworkErrors(filled({ appearsAt: '2030-12-11T17:00' }), true, NOW).dueAt).toBe(
      'Choose a due time after the students first see it.',
    );
    expect(classworkErrors(filled({ appearsAt: '2030-12-10T08:00' }), true, NOW)).toEqual({});
  });

  it('sends the times as instants, the title trimmed and not graded as an empty category', () => {
    expect(classworkContent(filled({ title: '  Quiz 1 ', appearsAt: '2030-12-10T08:00' }))).toEqual({
      title: 'Quiz 1',
      instructions: '<p>Answer all.</p>',
      points: 100,
      dueAt: new Date('2030-12-11T17:00').toISOString(),
      lateAccepted: true,
      category: '',
      appearsAt: new Date('2030-12-10T08:00').toISOString(),
    });
  });
});
