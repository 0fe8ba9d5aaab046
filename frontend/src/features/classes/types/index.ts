/**
 * Types of the class hierarchy's calls: category › level › section › subject › schedule. The
 * entities themselves are described once in `@/types/api`; they are re-exported here for the
 * feature's code.
 */
import type { Level, Section, SectionDetail } from '@/types/api';

export type {
  Category,
  Level,
  Schedule,
  ScheduleSlot,
  Section,
  SectionDetail,
  SectionStudent,
  SectionSubject,
  Subject,
} from '@/types/api';

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
export interface SectionAnswer {
  section: SectionDetail;
  level: Level;
  teacher: ClassTeacher | null;
  adviser: ClassTeacher | null;
}

/** Something the wizard has chosen or created: its id and name. */
export interface Chosen {
  id: string;
  name: string;
}
