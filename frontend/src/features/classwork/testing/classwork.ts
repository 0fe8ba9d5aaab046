import type { Assignment, StudentWork, Work } from '../types';
import { NO_WORK } from '../utils/work';

/**
 * A piece of classwork as the server sends it: by default 'Fractions worksheet', Mathematics for
 * Grade 7 - Rizal, graded Written Works of 20 points, due Dec 11, 2030 with late work accepted,
 * shown to students since 2026, without files or work; `overrides` change any of it.
 */
export function piece(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: 'cw-1',
    subjectID: 'sub-math',
    subject: 'Mathematics',
    section: 'Rizal',
    level: 'Grade 7',
    title: 'Fractions worksheet',
    instructions: '<p>Answer items 1 to 10.</p>',
    points: 20,
    dueAt: '2030-12-11T09:00:00Z',
    lateAccepted: true,
    category: 'WW',
    assessmentID: 'as-1',
    appearsAt: '2026-12-01T00:00:00Z',
    postedAt: '2026-12-01T00:00:00Z',
    files: [],
    work: null,
    ...overrides,
  };
}

/** A student's own work on a piece: not started (`NO_WORK`) but for `overrides`. */
export function work(overrides: Partial<Work> = {}): Work {
  return { ...NO_WORK, ...overrides };
}

/** One student's work as the teacher reviews it: Juan Cruz's, not started, but for `overrides`. */
export function studentWork(overrides: Partial<StudentWork> = {}): StudentWork {
  return {
    studentID: 's-1',
    name: 'Cruz, Juan',
    status: 'assigned',
    late: false,
    turnedInAt: null,
    returnedAt: null,
    answer: '',
    files: [],
    score: null,
    excused: false,
    comment: '',
    ...overrides,
  };
}
