/**
 * Types of the class hierarchy's calls: category › level › section › subject › schedule. The
 * entities themselves are described once in `@/types/api`; they are re-exported here for the
 * feature's code.
 */
import type * as Wire from '@/types/wire';

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
export type ClassTeacher = Wire.TeacherRefView;

/** `POST /api/admins/get-level` answer. */
export type LevelOverview = Wire.LevelOverviewView;

/** `POST /api/admins/get-section` answer; `teacher` and `adviser` both name the adviser. */
export type SectionAnswer = Wire.SectionAnswerView;

/** Something the wizard has chosen or created: its id and name. */
export interface Chosen {
  id: string;
  name: string;
}
