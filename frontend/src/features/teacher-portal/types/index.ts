/** Wire types of the teacher portal's calls (SPEC §3, §7 Teacher). */
import type { SubjectDetail } from '@/types/api';

/**
 * One card of Classes, as `get-teacher-subjects` sends it: a subject taught, where, and to how
 * many students. Its schedule and files come with `get-subject-details`.
 */
export interface TaughtSubject {
  _id: string;
  subject: string;
  /** The section's id. */
  section: string;
  sectionName: string;
  /** The level's id. */
  level: string;
  levelName: string;
  studentCount: number;
}

/** `POST /api/teachers/get-subject-details` answer: the subject with its schedule and files, and where it is taught. */
export type SubjectDetails = SubjectDetail & Pick<TaughtSubject, 'level' | 'levelName' | 'studentCount'>;

/** `POST /api/teachers/get-teacher-subjects` answer: the cards with their sections and levels. */
export interface TaughtSubjectsAnswer {
  subjects: TaughtSubject[];
  sections: { _id: string; section: string; level: string; studentCount: number }[];
  levels: { _id: string; level: string }[];
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
