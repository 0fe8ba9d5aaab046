/** Answers of the guardian portal's calls, built from the entities of `@/types/api`. */

import type * as Wire from '@/types/wire';

/**
 * One of the signed-in guardian's children (`GET /api/guardians/children`); the placement
 * fields are null while the student has no section.
 */
export type Child = Wire.ChildView;

/** `GET /api/guardians/children` answer: the linked children by last then first name. */
export type ChildrenAnswer = Wire.ChildrenView;

export type { GuardianAlert } from '@/types/api';

/** A lesson of the child's day, as `GET /api/timetable/today` answers it. */
export type ChildLesson = Wire.LessonView;

/** The child's term so far, as `GET /api/attendance/student-summary` answers it (the figures Home shows). */
export type ChildAttendance = Wire.SummaryView;

/** The latest term with a published grade and each subject's grade in it. */
export type LatestGrades = Wire.LatestGradesView;

/** `GET /api/guardians/children/{studentID}/home`: the guardian's Home about one child. */
export type ChildHome = Wire.HomeView;

/** A teacher as the guardian portal names them. */
export type TeacherName = Wire.TeacherName;

/** `GET /api/guardians/children/{studentID}/teachers`. */
export type ChildTeachers = Wire.ChildTeachersView;
