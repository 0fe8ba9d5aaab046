/** A guardian's absence note: an excuse on file they wrote for their child. */
export interface AbsenceNote {
  _id: string;
  studentID: string;
  /** The child's full name. */
  student: string;
  /** `YYYY-MM-DD` */
  firstDay: string;
  lastDay: string;
  reason: string;
  recordedBy: string | null;
  /** ISO time, UTC. */
  createdAt: string;
  writtenBy: 'guardian' | 'staff';
  guardianID: string | null;
  guardianName: string | null;
  /** A photo of the written note (a stored image path), if any. */
  image: string | null;
}

/** What `POST /api/guardians/absence-notes` sends; a blank `to` is the `from` day only. */
export interface NewAbsenceNote {
  studentID: string;
  from: string;
  to: string;
  reason: string;
  image: string | null;
}
