/** Wire types of the Lyceum backend (`/api`). Names follow SPEC §3 exactly. */

/** Every error body: a human message, optional per-field messages and a machine code. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  code?: string;
  /** The bad rows of a refused CSV import, by line. */
  rows?: { line: number; column: string; message: string }[];
}

export type Role = 'admin' | 'student' | 'teacher';

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
}

export interface SubjectRef {
  subjectID: string;
  subject: string;
}

export interface TeacherUser extends AccountFlags {
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

export interface ParentGuardian {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  relationship: string | null;
  email: string | null;
  phone_number: string | null;
}

export interface StudentUser extends AccountFlags {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  address: string | null;
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

export interface UserByRole {
  admin: AdminUser;
  student: StudentUser;
  teacher: TeacherUser;
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

/** One weekly slot of a subject (SPEC §3): day and hour texts such as `08:00 AM`. */
export interface Schedule {
  _id: string;
  /** The subject's id. */
  subject: string;
  day: string;
  startTime: string;
  endTime: string;
}

/** A subject with its teacher, weekly schedule and files (`file` is the stored path). */
export interface SubjectDetail {
  _id: string;
  subject: string;
  /** The section's id. */
  section: string;
  sectionName: string;
  teacher: string | null;
  teacherName: string | null;
  schedules: Schedule[];
  files: { _id: string; file: string; name: string }[];
}
