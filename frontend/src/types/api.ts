/**
 * Wire types of the Lyceum backend (`/api`): each entity is described once, here, with the
 * server's JSON field names exactly (`_id`, `sectionID`, `startTime`, …). Features describe
 * only the answers and bodies of their own calls, built from these.
 */

/** Every error body: a human message, optional per-field messages and a machine code. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  code?: string;
  /** The bad rows of a refused CSV import, by line. */
  rows?: { line: number; column: string; message: string }[];
  /** The problems of a refused class-structure file, each with where it is. */
  problems?: string[];
}

export type Role = 'admin' | 'student' | 'teacher' | 'guardian';

interface AccountFlags {
  _id: string;
  email: string;
  full_name: string;
  /** True while the account still uses the default password it was created with. */
  must_change_password: boolean;
}

export type AdminUser = AccountFlags;

export interface AdvisoryClassRef {
  sectionID: string;
  section: string;
  /** The section's level, which tells apart sections of one name. */
  level: string;
}

export interface SubjectRef {
  subjectID: string;
  subject: string;
}

/** A teacher account, as the admin's list and the teacher's own session both send it. */
export interface Teacher extends AccountFlags {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string;
  /** Stored image path (e.g. `/uploads/images/…`) or null when the teacher has no photo. */
  image: string | null;
  /** `YYYY-MM-DD` */
  birthdate: string;
  address: string;
  zoom_link: string | null;
  zoom_id: string | null;
  zoom_password: string | null;
  advisoryClass: AdvisoryClassRef[];
  classes: SubjectRef[];
}

/** The signed-in teacher. */
export type TeacherUser = Teacher;

export interface ParentGuardian {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  relationship: string | null;
  email: string | null;
  phone_number: string | null;
}

/** A student account, as the admin's list and the student's own session both send it. */
export interface Student extends AccountFlags {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  address: string | null;
  /** Stored image path, or null when the student has no photo. */
  image: string | null;
  /** `YYYY-MM-DD` */
  birthdate: string | null;
  category: string | null;
  categoryID: string | null;
  level: string | null;
  levelID: string | null;
  section: string | null;
  sectionID: string | null;
  parent_guardian: ParentGuardian;
}

/** The signed-in student. */
export type StudentUser = Student;

/** A graduate, kept out of the lists and unable to sign in until restored. */
export interface ArchivedStudent {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** The section they left, by name ("Grade 12 - Rizal"). */
  leftFrom: string;
  /** The name of the school year whose end archived them ("2026–2027"). */
  schoolYear: string;
  /** `YYYY-MM-DD` */
  archivedOn: string;
}

/**
 * A parent or guardian account: the person a student's guardian block names, signed in on
 * their own, linked to one or more students (their children).
 */
export interface Guardian extends AccountFlags {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  /** The default relationship of new links ('Mother', 'Guardian', …). */
  relationship: string;
  /** Stored image path, or null when the guardian has no photo. */
  image: string | null;
  /** UTC `YYYY-MM-DDTHH:MM:SSZ` */
  createdAt: string;
  /** Whether their alerts also go out by e-mail (when the school sends e-mail). */
  email_alerts: boolean;
}

/** The signed-in guardian. */
export type GuardianUser = Guardian;

export interface UserByRole {
  admin: AdminUser;
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

export interface MessageResponse {
  message: string;
}

/** A category with its levels. */
export interface Category {
  _id: string;
  category: string;
  levels: { levelID: string; level: string }[];
}

/** A level with the names of its sections. */
export interface Level {
  _id: string;
  level: string;
  /** The category's id. */
  category: string;
  sections: { sectionID: string; section: string }[];
}

/** A day and start and end times: hour texts joined with AM or PM, such as `08:00 AM`. */
export interface ScheduleSlot {
  day: string;
  startTime: string;
  endTime: string;
}

/** One weekly slot of a subject. */
export interface Schedule extends ScheduleSlot {
  _id: string;
  /** The subject's id. */
  subject: string;
}

/** A file shared with a subject's students: `file` is the stored path, `name` the original name. */
export interface SubjectFile {
  _id: string;
  file: string;
  name: string;
}

/** A subject with its teacher, weekly schedule and files. */
export interface Subject {
  _id: string;
  subject: string;
  /** The section's id. */
  section: string;
  sectionName: string;
  teacher: string | null;
  teacherName: string | null;
  schedules: Schedule[];
  files: SubjectFile[];
}

/** A subject as a section lists it. */
export interface SectionSubject {
  _id: string;
  subjectID: string;
  subject: string;
  teacher: string | null;
  teacherName: string | null;
}

/** A section with its adviser and subjects (one row of a level's sections). */
export interface Section {
  _id: string;
  section: string;
  /** The level's id. */
  level: string;
  adviser: string | null;
  adviserName: string | null;
  subjects: SectionSubject[];
}

/** A weekly lesson guide of a section: `name` is the stored path, `fileName` the original name. */
export interface LessonGuide {
  _id: string;
  name: string;
  fileName: string;
}

/** A section with where it sits and its lesson guides, as its own students see it. */
export interface SectionOverview extends Section {
  levelName: string;
  /** The category's id. */
  category: string;
  categoryName: string;
  files: LessonGuide[];
}

/** A student as a section lists them. */
export interface SectionStudent {
  _id: string;
  image: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  /** `YYYY-MM-DD` */
  birthdate: string;
  email: string;
  parent_guardian: { first_name: string; last_name: string };
}

/** A section with its students too (the admin's section screens and the adviser's). */
export interface SectionDetail extends SectionOverview {
  students: SectionStudent[];
}

/** A school year's term (grading period) or no-school day: a named range of days, `YYYY-MM-DD`. */
export interface CalendarPeriod {
  _id: string;
  name: string;
  firstDay: string;
  /** The first day again for a single day. */
  lastDay: string;
}

/** A school year with its terms and no-school days, each earliest first. */
export interface SchoolYear {
  _id: string;
  name: string;
  firstDay: string;
  lastDay: string;
  /** True for the one current year. */
  current: boolean;
  /** True once the year end has moved its students on; a closed year cannot be closed again. */
  closed: boolean;
  terms: CalendarPeriod[];
  noSchoolDays: CalendarPeriod[];
}

/** One weekly lesson: a subject of a section at a time of a day. */
export interface Lesson {
  subjectID: string;
  subject: string;
  sectionID: string;
  section: string;
  level: string;
  teacherID: string | null;
  teacher: string | null;
  /** `Monday` … `Sunday`. */
  day: string;
  /** `07:30 AM` */
  startTime: string;
  endTime: string;
  /** Minutes since midnight. */
  start: number;
  end: number;
}

/** A week of lessons, Monday to Sunday, each day by start time. */
export interface Week {
  /** Whose week: a section ("Grade 7 - Rizal"), a teacher's full name, or "My Class". */
  title: string;
  lessons: Lesson[];
}

/** `GET /api/timetable` and `GET /api/admins/timetable` answer: a week, and a teacher's advisory weeks. */
export interface TimetableAnswer {
  week: Week;
  /** One week per section the teacher advises; empty for a student or a section. */
  advisory: Week[];
}

/** `GET /api/timetable/today?date=` answer: that day's lessons, or why there are none. */
export interface TodayAnswer {
  /** `YYYY-MM-DD` */
  date: string;
  day: string;
  /** False on a no-school day and outside the current school year. */
  schoolDay: boolean;
  /** The no-school day's name, when the day is one. */
  noSchoolDay: string | null;
  lessons: Lesson[];
}

/** `GET` and `POST /api/calendar/feed` answer: the calendar link's path, null until one was made. */
export interface FeedAnswer {
  url: string | null;
}

/**
 * A child marked absent or late, as told to the guardian (`GET /api/guardians/alerts`); its
 * `_id` is its notification's. An adviser reads the same of their section's guardians
 * (`GET /api/attendance/guardian-alerts`).
 */
export interface GuardianAlert {
  _id: string;
  guardianID: string;
  guardian: string;
  studentID: string;
  student: string;
  /** The register's day, `YYYY-MM-DD`. */
  date: string;
  code: 'absent' | 'late';
  /** The subject, or 'Daily register'. */
  register: string;
  createdAt: string;
  seen: boolean;
  seenAt: string | null;
  /** The guardian's one-line reply, which became the absence note of that day. */
  reply: string | null;
  excuseID: string | null;
  /** E-mailed again for not being seen in time. */
  resent: boolean;
}
