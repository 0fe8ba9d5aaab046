import { ATTENDANCE_REPORTS_KEY } from '@/lib/query-keys';
import type { RegisterRef } from '../types';

/** Whose excuses a list shows: one student's, or a section's. */
export type ExcuseFilter = { kind: 'student'; id: string } | { kind: 'section'; id: string };

/**
 * Query keys of attendance. A saved register marks its day's lists and every report stale; a
 * changed setting marks every list, register and report stale (it decides which registers there
 * are); an excuse recorded or deleted marks the registers and reports stale (it decides who is
 * excused until a register is taken).
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** Every teacher's list of a day's registers. */
  days: () => [...attendanceKeys.all, 'day'] as const,
  /** The signed-in teacher's registers of `date`. */
  day: (date: string) => [...attendanceKeys.days(), date] as const,
  /** Every register opened. */
  registers: () => [...attendanceKeys.all, 'register'] as const,
  /** One register with its students and their marks. */
  register: (ref: RegisterRef) =>
    [...attendanceKeys.registers(), ref.kind, ref.kind === 'lesson' ? ref.scheduleID : ref.sectionID, ref.date] as const,
  /** Every list of excuses. */
  excuses: () => [...attendanceKeys.all, 'excuses'] as const,
  /** A student's or a section's excuses. */
  excusesOf: (filter: ExcuseFilter) => [...attendanceKeys.excuses(), filter.kind, filter.id] as const,
  /** The school's attendance settings. */
  settings: () => [...attendanceKeys.all, 'settings'] as const,
  /** Every report: what registers say, summed up. */
  reports: () => ATTENDANCE_REPORTS_KEY,
  /** A subject's lessons of a term, taken or not (`termID` null: the server's current term). */
  history: (subjectID: string, termID: string | null) =>
    [...attendanceKeys.reports(), 'history', subjectID, termID] as const,
  /** A section's month grid (`YYYY-MM`). */
  sectionMonth: (sectionID: string, month: string) => [...attendanceKeys.reports(), 'month', sectionID, month] as const,
  /** A student's term so far. */
  studentSummary: (studentID: string, termID: string | null) =>
    [...attendanceKeys.reports(), 'student', studentID, termID] as const,
  /** The registers not taken on a day. */
  notTaken: (date: string) => [...attendanceKeys.reports(), 'not-taken', date] as const,
  /** The chronically absent students of a term. */
  chronic: (termID: string | null) => [...attendanceKeys.reports(), 'chronic', termID] as const,
};
