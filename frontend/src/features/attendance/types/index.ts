/** The wire shapes of the attendance calls (`/api/attendance/*` and the admins' settings). */

import type { GuardianAlert } from '@/types/api';
import type * as Registers from '@/lib/registers';
import type * as Wire from '@/types/wire';

/** How a student is marked in a register. */
export type AttendanceCode = 'present' | 'late' | 'absent' | 'excused';

/** A lesson's register, or a section's register of the whole day. */
export type RegisterKind = 'lesson' | 'daily';

/** How many students a taken register marked with each code. */
export type AttendanceCounts = Wire.AttendanceCountsView;

/** One register of a day, as the lists name it. */
export type RegisterSummary = Wire.RegisterSummary;

/** `GET /api/attendance/today?date=` answer: the signed-in teacher's registers of that day. */
export type DayRegistersAnswer = Wire.DayView;

/** A register as the roll call opens it: whether it may still be changed, and until when. */
export type RegisterDetail = Wire.RegisterView;

/** A student of a register with their mark (everyone present, or excused, until it is taken). */
export type RegisterStudent = Wire.RollStudentView;

/** `GET` and `POST /api/attendance/register` answer. */
export type RegisterAnswer = Wire.RollView;

/** Which register: a lesson's (by its schedule) or a section's daily one, on a day. */
export type RegisterRef = Registers.RegisterRef;

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
export type AttendanceSettings = Wire.SettingsView;

/** A student's excuse on file for one or more days. */
export type Excuse = Wire.ExcuseView;

/** What `POST /api/attendance/excuses` sends. */
export interface NewExcuse {
  studentID: string;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** What a guardian of a section's student was told of a mark (`GET /api/attendance/guardian-alerts`). */
export type SectionGuardianAlert = GuardianAlert;
