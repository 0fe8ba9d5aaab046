/** Wire types of the student portal's calls (SPEC §3, §7 Student). */
import type { SubjectDetail } from '@/types/api';

/** A teacher as a student sees them: names, photo, contact and meeting details. */
export interface TeacherCard {
  _id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  image: string | null;
  email: string;
  phone: string;
  zoom_link: string | null;
  zoom_id: string | null;
  zoom_password: string | null;
}

/** A lesson guide of a section: `name` is the stored path, `fileName` the original name. */
export interface LessonGuide {
  _id: string;
  name: string;
  fileName: string;
}

/** The student's own section, with where it sits and its lesson guides. */
export interface OwnSection {
  _id: string;
  section: string;
  level: string;
  levelName: string;
  category: string;
  categoryName: string;
  adviser: string | null;
  adviserName: string | null;
  files: LessonGuide[];
}

/** `POST /api/students/get-section` answer. */
export interface OwnSectionAnswer {
  section: OwnSection;
  adviser: TeacherCard | null;
}

/** A subject of the student's section: teacher, weekly schedule and files. */
export type SectionSubject = SubjectDetail;
