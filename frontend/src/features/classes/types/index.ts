/** Wire types of the class hierarchy (SPEC §3): category › level › section › subject › schedule. */
import type { Schedule, SubjectDetail } from '@/types/api';

/** A category as `GET /api/admins/get-categories` lists it, with its levels. */
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

/** A subject as a section lists it. */
export interface SectionSubject {
  _id: string;
  subjectID: string;
  subject: string;
  teacher: string | null;
  teacherName: string | null;
}

/** A section with its adviser and subjects (one row of the level screen). */
export interface Section {
  _id: string;
  section: string;
  /** The level's id. */
  level: string;
  adviser: string | null;
  adviserName: string | null;
  subjects: SectionSubject[];
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

/** A section with its students and lesson-guide files. */
export interface SectionDetail extends Section {
  levelName: string;
  /** The category's id. */
  category: string;
  students: SectionStudent[];
  files: { _id: string; name: string; fileName: string }[];
}

/** A teacher as the adviser and teacher pickers need them. */
export interface ClassTeacher {
  _id: string;
  full_name: string;
}

/** `POST /api/admins/get-level` answer. */
export interface LevelOverview {
  level: Level;
  sections: Section[];
  teachers: ClassTeacher[];
}

/** `POST /api/admins/get-section` answer; `teacher` and `adviser` both name the adviser. */
export interface SectionOverview {
  section: SectionDetail;
  level: Level;
  teacher: ClassTeacher | null;
  adviser: ClassTeacher | null;
}

/** A weekly slot; times are the hour text joined with AM or PM (`"08:00 AM"`). */
export type { Schedule } from '@/types/api';

/**
 * A change that may book a teacher twice: the server keeps it, and says so in `warning`
 * (null when the teacher is free at those times).
 */
export interface BookingWarning {
  warning: string | null;
}

/** A new slot, with a warning when the subject's teacher is already booked then. */
export interface AddedSchedule extends Schedule, BookingWarning {}

/** A subject given a teacher, with a warning when that teacher teaches elsewhere at its times. */
export interface SubjectWithTeacher extends SubjectDetail, BookingWarning {}

/** A subject with its teacher, schedule and files. */
export type Subject = SubjectDetail;

/** A day and start and end times, as the schedule calls take them. */
export interface ScheduleSlot {
  day: string;
  startTime: string;
  endTime: string;
}

/** Something the wizard has chosen or created: its id and name. */
export interface Chosen {
  id: string;
  name: string;
}
