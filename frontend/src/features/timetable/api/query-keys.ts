import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the timetables. The admin's views sit under the class structure's root, so
 * that a changed schedule, teacher or section marks them stale with the rest of the classes area.
 */
export const timetableKeys = {
  /** The signed-in student's or teacher's own week. */
  mine: ['timetable', 'mine'] as const,
  /** The signed-in student's or teacher's lessons of one day. */
  today: (date: string) => ['timetable', 'today', date] as const,
  /** A guardian's child's week. */
  child: (studentID: string) => ['timetable', 'child', studentID] as const,
  /** The signed-in student's or teacher's calendar link. */
  feed: ['timetable', 'calendar-feed'] as const,
  /** A section's or a teacher's week, as an administrator sees it. */
  admin: (kind: TimetableKind, id: string) => [...queryRoots.classes, 'timetable', kind, id] as const,
};

/** Whose week an administrator looks at. */
export type TimetableKind = 'section' | 'teacher';
