/** The wire shapes of the attendance reports (`/api/attendance/history`, `section-month`, …). */
import type { AttendanceCode, AttendanceCounts, RegisterSummary } from './index';
import type * as Wire from '@/types/wire';

/** A term of the current school year, as the reports name the one they cover. */
export type ReportTerm = Wire.AttendanceTermView;

/** `GET /api/attendance/history?subjectID=` answer: every lesson of the term so far, latest first. */
export interface HistoryAnswer {
  subject: { _id: string; name: string; sectionID: string; section: string; level: string };
  /** Null when the current year has no term yet (the whole year so far is listed). */
  term: ReportTerm | null;
  registers: RegisterSummary[];
}

/** A school day of a month grid. */
export interface MonthDay {
  /** `YYYY-MM-DD` */
  date: string;
  /** `Mon` … `Fri` (`Sat`, `Sun` for a day a register was taken on). */
  weekday: string;
}

/** One student's row of a month grid: a mark per day (null: no register taken that day) and the totals. */
export interface MonthStudent {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  marks: (AttendanceCode | null)[];
  totals: AttendanceCounts;
}

/** `GET /api/attendance/section-month?sectionID=&month=` answer, laid out as School Form 2. */
export interface SectionMonthAnswer {
  section: { _id: string; section: string; level: string; adviser: string | null };
  /** `YYYY-MM` */
  month: string;
  days: MonthDay[];
  /** The section's current students by last then first name. */
  students: MonthStudent[];
  /** Per day, in the order of `days`. */
  dayTotals: AttendanceCounts[];
}

/** A mark other than present, as a student's summary lists it. */
export type AttendanceEvent = Wire.EventView;

/** `GET /api/attendance/student-summary?studentID=` answer: a student's term so far. */
export interface StudentSummaryAnswer {
  student: { _id: string; full_name: string; sectionID: string | null; section: string | null; level: string | null };
  term: ReportTerm | null;
  /** School days so far. */
  schoolDays: number;
  /** Days with a mark. */
  daysRecorded: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** Present and late over the days recorded, one decimal; null before any day was recorded. */
  percentPresent: number | null;
  /** Latest first. */
  events: AttendanceEvent[];
}

/** `GET /api/attendance/not-taken?date=` answer: the registers the school expects that day and lacks. */
export type NotTakenAnswer = Wire.NotTakenView;

/** A chronically absent student. */
export type ChronicStudent = Wire.AbsenteeView;

/** `GET /api/attendance/chronic` answer: every student at or over the threshold, highest first. */
export type ChronicAnswer = Wire.ChronicView;
