/** The wire shapes of the attendance calls (`/api/attendance/*` and the admins' settings). */

import type { GuardianAlert } from '@/types/api';

/** How a student is marked in a register. */
export type AttendanceCode = 'present' | 'late' | 'absent' | 'excused';

/** A lesson's register, or a section's register of the whole day. */
export type RegisterKind = 'lesson' | 'daily';

/** How many students a taken register marked with each code. */
export type AttendanceCounts = Record<AttendanceCode, number>;

/** One register of a day, as the lists name it. */
export interface RegisterSummary {
  kind: RegisterKind;
  /** The lesson's schedule; null for a daily register. */
  scheduleID: string | null;
  subjectID: string | null;
  /** The lesson's subject; null for a daily register. */
  subject: string | null;
  sectionID: string;
  section: string;
  level: string;
  /** `07:30 AM`; null for a daily register. */
  startTime: string | null;
  endTime: string | null;
  /** `YYYY-MM-DD` */
  date: string;
  taken: boolean;
  /** ISO time, UTC; null until taken. */
  takenAt: string | null;
  /** Who took it last; null until taken. */
  takenBy: string | null;
  /** Null until taken. */
  counts: AttendanceCounts | null;
}

/** `GET /api/attendance/today?date=` answer: the signed-in teacher's registers of that day. */
export interface DayRegistersAnswer {
  /** `YYYY-MM-DD` */
  date: string;
  /** False on a no-school day and outside the current school year. */
  schoolDay: boolean;
  /** The no-school day's name, when the day is one. */
  noSchoolDay: string | null;
  /** The advised sections' daily registers first, then the lessons in time order. */
  registers: RegisterSummary[];
}

/** A register as the roll call opens it: whether it may still be changed, and until when. */
export interface RegisterDetail extends RegisterSummary {
  canEdit: boolean;
  /** `YYYY-MM-DD`, the last day a teacher may change it; null for an administrator. */
  editableUntil: string | null;
}

/** A student of a register with their mark (everyone present, or excused, until it is taken). */
export interface RegisterStudent {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  /** Stored photo path, or null. */
  image: string | null;
  code: AttendanceCode;
  minutesLate: number | null;
  note: string | null;
  /** The reason of an excuse on file covering the register's day. */
  excuse: string | null;
}

/** `GET` and `POST /api/attendance/register` answer. */
export interface RegisterAnswer {
  register: RegisterDetail;
  /** The section's current students, by last then first name. */
  students: RegisterStudent[];
}

/** Which register: a lesson's (by its schedule) or a section's daily one, on a day. */
export type RegisterRef =
  | { kind: 'lesson'; scheduleID: string; date: string }
  | { kind: 'daily'; sectionID: string; date: string };

/**
 * A register opened by which one it is, where no list named it (an administrator's 'Take
 * register' on a class screen): its heading shows while it loads.
 */
export interface RegisterTarget {
  ref: RegisterRef;
  /** "Mathematics · Grade 7 - Rizal" */
  heading: string;
}

/** One student's mark as the save sends it; students left out are present. */
export interface RegisterMark {
  studentID: string;
  code: AttendanceCode;
  minutesLate: number | null;
  note: string | null;
}

/** Which registers the school takes. */
export type RegistersSetting = 'lesson' | 'daily' | 'both';

/** `GET` and `POST /api/admins/attendance-settings`. */
export interface AttendanceSettings {
  registers: RegistersSetting;
  /** Days after a register's day a teacher may still change it (0 to 365). */
  editDays: number;
  /** The share of days absent (1 to 100) from which a student's absence is chronic. */
  chronicPercent: number;
}

/** A student's excuse on file for one or more days. */
export interface Excuse {
  _id: string;
  studentID: string;
  /** The student's full name. */
  student: string;
  /** `YYYY-MM-DD` */
  firstDay: string;
  lastDay: string;
  reason: string;
  recordedBy: string;
  /** ISO time, UTC. */
  createdAt: string;
  /** `staff` (an administrator or the adviser recorded it) or `guardian` (an absence note). */
  writtenBy: 'staff' | 'guardian';
  /** The guardian who wrote it; null for staff. */
  guardianID: string | null;
  /** That guardian's name; null for staff, or once the account is gone. */
  guardianName: string | null;
  /** A photo of the written note (a stored image path), if any. */
  image: string | null;
}

/** What `POST /api/attendance/excuses` sends. */
export interface NewExcuse {
  studentID: string;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** What a guardian of a section's student was told of a mark (`GET /api/attendance/guardian-alerts`). */
export type SectionGuardianAlert = GuardianAlert;
