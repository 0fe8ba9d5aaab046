/** The wire shapes of the attendance reports (`/api/attendance/history`, `section-month`, …). */
import type * as Wire from '@/types/wire';

/** A term of the current school year, as the reports name the one they cover. */
export type ReportTerm = Wire.AttendanceTermView;

/** `GET /api/attendance/history?subjectID=` answer: every lesson of the term so far, latest first. */
export type HistoryAnswer = Wire.HistoryView;

/** A school day of a month grid. */
export type MonthDay = Wire.GridDay;

/** One student's row of a month grid: a mark per day (null: no register taken that day) and the totals. */
export type MonthStudent = Wire.GridRow;

/** `GET /api/attendance/section-month?sectionID=&month=` answer, laid out as School Form 2. */
export type SectionMonthAnswer = Wire.MonthView;

/** A mark other than present, as a student's summary lists it. */
export type AttendanceEvent = Wire.EventView;

/** `GET /api/attendance/student-summary?studentID=` answer: a student's term so far. */
export type StudentSummaryAnswer = Wire.SummaryView;

/** `GET /api/attendance/not-taken?date=` answer: the registers the school expects that day and lacks. */
export type NotTakenAnswer = Wire.NotTakenView;

/** A chronically absent student. */
export type ChronicStudent = Wire.AbsenteeView;

/** `GET /api/attendance/chronic` answer: every student at or over the threshold, highest first. */
export type ChronicAnswer = Wire.ChronicView;
