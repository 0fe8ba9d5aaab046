/** Wire types of the teacher portal's calls (SPEC §3, §7 Teacher). */
import type { SubjectDetail } from '@/types/api';

/** A subject the teacher teaches, with its schedule and files. */
export type SubjectDetails = SubjectDetail;

/** One card of Classes: a subject taught, where, and to how many students. */
export interface TaughtSubject extends SubjectDetails {
  level: string;
  levelName: string;
  studentCount: number;
}

/** `POST /api/teachers/get-teacher-subjects` answer. */
export interface TaughtSubjectsAnswer {
  subjects: TaughtSubject[];
}

/** A student of an advisory section, as the side panel lists them. */
export interface AdvisoryStudent {
  _id: string;
  image: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  /** `YYYY-MM-DD` */
  birthdate: string;
  email: string;
}

/** An advisory section with its students, subjects and lesson guides (`name` is the path). */
export interface AdvisorySection {
  _id: string;
  section: string;
  level: string;
  levelName: string;
  categoryName: string;
  subjects: { _id: string; subject: string }[];
  students: AdvisoryStudent[];
  files: { _id: string; name: string; fileName: string }[];
}
