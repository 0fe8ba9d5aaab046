/** Answers of the guardian portal's calls, built from the entities of `@/types/api`. */

import type * as Wire from '@/types/wire';

/**
 * One of the signed-in guardian's children (`GET /api/guardians/children`); the placement
 * fields are null while the student has no section.
 */
export interface Child {
  _id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  /** Stored image path, or null when the student has no photo. */
  image: string | null;
  /** This guardian to this child ('Mother', 'Guardian', …). */
  relationship: string;
  categoryID: string | null;
  category: string | null;
  levelID: string | null;
  level: string | null;
  sectionID: string | null;
  section: string | null;
}

/** `GET /api/guardians/children` answer: the linked children by last then first name. */
export type ChildrenAnswer = Wire.ChildrenView;

export type { GuardianAlert } from '@/types/api';

/** A lesson of the child's day, as `GET /api/timetable/today` answers it. */
export interface ChildLesson {
  subjectID: string;
  subject: string;
  teacherID: string | null;
  teacher: string | null;
  day: string;
  /** `07:30 AM` */
  startTime: string;
  endTime: string;
  /** Minutes since midnight. */
  start: number;
  end: number;
}

/** The child's term so far, as `GET /api/attendance/student-summary` answers it (the figures Home shows). */
export interface ChildAttendance {
  term: { _id: string; name: string; firstDay: string; lastDay: string } | null;
  schoolDays: number;
  daysRecorded: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** Present and late over the days recorded; null before any day is recorded. */
  percentPresent: number | null;
}

/** The latest term with a published grade and each subject's grade in it. */
export type LatestGrades = Wire.LatestGradesView;

/** `GET /api/guardians/children/{studentID}/home`: the guardian's Home about one child. */
export interface ChildHome {
  child: Child;
  today: {
    /** `YYYY-MM-DD` */
    date: string;
    day: string;
    schoolDay: boolean;
    noSchoolDay: string | null;
    lessons: ChildLesson[];
  };
  /** Null only when no term can be found at all. */
  attendance: ChildAttendance | null;
  /** Null without a current school year. */
  grades: LatestGrades | null;
}

/** A teacher as the guardian portal names them. */
export type TeacherName = Wire.TeacherName;

/** `GET /api/guardians/children/{studentID}/teachers`. */
export type ChildTeachers = Wire.ChildTeachersView;
