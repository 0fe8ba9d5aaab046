/** Answers of the teacher portal's calls, built from the entities of `@/types/api`. */
import type { Subject } from '@/types/api';
import type * as Wire from '@/types/wire';

/**
 * One card of Classes, as `get-teacher-subjects` sends it: a subject taught, where, and to how
 * many students. Its schedule and files come with `get-subject-details`.
 */
export type TaughtSubject = Wire.SubjectCardView;

/** `POST /api/teachers/get-subject-details` answer: the subject with its schedule and files, and where it is taught. */
export type SubjectDetails = Subject & Pick<TaughtSubject, 'level' | 'levelName' | 'studentCount'>;

/** `POST /api/teachers/get-teacher-subjects` answer: the cards with their sections and levels. */
export type TaughtSubjectsAnswer = Wire.TeacherClassesView;
