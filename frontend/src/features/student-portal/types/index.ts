/** Answers of the student portal's calls, built from the entities of `@/types/api`. */
import type { SectionOverview, Teacher } from '@/types/api';

/** A teacher as a student sees them: names, photo, contact and meeting details. */
export type TeacherCard = Pick<
  Teacher,
  | '_id'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'full_name'
  | 'image'
  | 'email'
  | 'phone'
  | 'zoom_link'
  | 'zoom_id'
  | 'zoom_password'
>;

/** `POST /api/students/get-section` answer: the student's own section and its adviser. */
export interface OwnSectionAnswer {
  section: SectionOverview;
  adviser: TeacherCard | null;
}
