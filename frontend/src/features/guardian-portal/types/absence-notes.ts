import type * as Wire from '@/types/wire';

/** A guardian's absence note: an excuse on file they wrote for their child. */
export type AbsenceNote = Wire.ExcuseView;

/** What `POST /api/guardians/absence-notes` sends; a blank `to` is the `from` day only. */
export interface NewAbsenceNote {
  studentID: string;
  from: string;
  to: string;
  reason: string;
  image: string | null;
}
