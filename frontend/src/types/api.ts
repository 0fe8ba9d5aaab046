/**
 * Wire types of the Lyceum backend (`/api`), by the names the features use. Every answer the
 * server writes is declared in `./wire.ts`, generated from the Rust types that serialise it
 * (`crates/http/src/wire.rs`), so a field renamed or retyped on the server fails the front
 * end's type check here and wherever it is read. Only what the server does not write as one
 * Rust type (the error body's union of fields, the session union, request bodies) is declared
 * by hand.
 */

import type * as Wire from './wire';

/** Every error body: a human message, optional per-field messages and a machine code. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  code?: string;
  /** The bad rows of a refused CSV import, by line. */
  rows?: Wire.RowsRefusedView['rows'];
  /** The problems of a refused class-structure file, each with where it is. */
  problems?: Wire.ProblemsView['problems'];
}

export type Role = Wire.Role;

/** An administrator, or a cashier (staff who see only Fees): the same staff account. */
export type AdminUser = Wire.AdminView;
export type AdvisoryClassRef = Wire.AdvisoryClassView;
export type SubjectRef = Wire.TeacherClassView;

/** A teacher account, as the admin's list and the teacher's own session both send it. */
export type Teacher = Wire.TeacherView;
/** The signed-in teacher. */
export type TeacherUser = Teacher;

export type ParentGuardian = Wire.ParentGuardianView;
/** A student account, as the admin's list and the student's own session both send it. */
export type Student = Wire.StudentView;
/** The signed-in student. */
export type StudentUser = Student;

/** A graduate, kept out of the lists and unable to sign in until restored. */
export type ArchivedStudent = Wire.ArchivedJson;

/** A parent or guardian account, linked to one or more students (their children). */
export type Guardian = Wire.GuardianView;
/** The signed-in guardian. */
export type GuardianUser = Guardian;

export interface UserByRole {
  admin: AdminUser;
  cashier: AdminUser;
  student: StudentUser;
  teacher: TeacherUser;
  guardian: GuardianUser;
}

/** `GET /api/session` answer: the signed-in role and its user object. */
export type Session = { [R in Role]: { role: R; user: UserByRole[R] } }[Role];

/** The session narrowed to one role. */
export type SessionOf<R extends Role> = Extract<Session, { role: R }>;

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export type MessageResponse = Wire.NoticeView;

/** A category with its levels. */
export type Category = Wire.CategoryView;
/** A level with the names of its sections. */
export type Level = Wire.LevelView;

/** A day and start and end times: hour texts joined with AM or PM, such as `08:00 AM`. */
export type ScheduleSlot = Pick<Wire.ScheduleView, 'day' | 'startTime' | 'endTime'>;
/** One weekly slot of a subject. */
export type Schedule = Wire.ScheduleView;

/** A file shared with a subject's students: `file` is the stored path, `name` the original name. */
export type SubjectFile = Wire.SubjectFileView;
/** A subject with its teacher, weekly schedule and files. */
export type Subject = Wire.SubjectView;
/** A subject as a section lists it. */
export type SectionSubject = Wire.SubjectRefView;
/** A section with its adviser and subjects (one row of a level's sections). */
export type Section = Wire.SectionView;
/** A weekly lesson guide of a section: `name` is the stored path, `fileName` the original name. */
export type LessonGuide = Wire.SectionFileView;
/** A section with where it sits and its lesson guides, as its own students see it. */
export type SectionOverview = Wire.SectionOverviewView;
/** A student as a section lists them. */
export type SectionStudent = Wire.SectionStudentView;
/** A section with its students too (the admin's section screens and the adviser's). */
export type SectionDetail = Wire.SectionDetailView;

/** A school year's term (grading period) or no-school day: a named range of days, `YYYY-MM-DD`. */
export type CalendarPeriod = Wire.PeriodJson;
/** A school year with its terms and no-school days, each earliest first. */
export type SchoolYear = Wire.YearJson;

/** One weekly lesson: a subject of a section at a time of a day. */
export type Lesson = Wire.LessonView;
/** A week of lessons, Monday to Sunday, each day by start time. */
export type Week = Wire.WeekView;
/** `GET /api/timetable` and `GET /api/admins/timetable` answer: a week, and a teacher's advisory weeks. */
export type TimetableAnswer = Wire.TimetableView;
/** `GET /api/timetable/today?date=` answer: that day's lessons, or why there are none. */
export type TodayAnswer = Wire.TodayView;

/** `GET` and `POST /api/calendar/feed` answer: the calendar link's path, null until one was made. */
export type FeedAnswer = Wire.FeedView;

/**
 * A child marked absent or late, as told to the guardian (`GET /api/guardians/alerts`); its
 * `_id` is its notification's. An adviser reads the same of their section's guardians
 * (`GET /api/attendance/guardian-alerts`).
 */
export type GuardianAlert = Wire.AlertView;
