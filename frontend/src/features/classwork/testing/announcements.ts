import type { Announcement } from '../types';

/**
 * An announcement as the server sends it: by default Maria Santos's 'Quiz on Monday.' to the
 * students of Grade 7 Rizal, posted Nov 3, 2025, without files; `overrides` change any of it.
 */
export function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: 'an-1',
    sectionID: 'sec-1',
    section: 'Grade 7 Rizal',
    teacherID: 't-1',
    teacher: 'Maria Santos',
    audience: 'students',
    body: '<p>Quiz on Monday.</p>',
    postedAt: '2025-11-03T12:00:00Z',
    files: [],
    ...overrides,
  };
}
