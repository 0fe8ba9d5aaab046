/** Answers of the student portal's calls, built from the entities of `@/types/api`. */
import type * as Wire from '@/types/wire';

/** A teacher as a student sees them: names, photo, contact and meeting details. */
export type TeacherCard = Wire.TeacherCardView;

/** `POST /api/students/get-section` answer: the student's own section and its adviser. */
export type OwnSectionAnswer = Wire.OwnSectionView;
