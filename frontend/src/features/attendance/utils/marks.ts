import type { AttendanceCode, AttendanceCounts, RegisterMark, RegisterStudent } from '../types';
import { ATTENDANCE_TEXTS, MAX_MINUTES_LATE } from './texts';

/** One student's mark as the roll call holds it while the teacher works. */
export interface DraftMark {
  code: AttendanceCode;
  /** As typed; sent only with 'late', and only when filled. */
  minutesLate: string;
  note: string;
  /** The note field shows ('Add note' was chosen, a note is there, or 'Excused' needs one). */
  noteOpen: boolean;
}

/** Every student's mark, by id. */
export type Drafts = Record<string, DraftMark>;

/** What a student's mark still needs before the register can be saved. */
export interface MarkProblems {
  minutesLate?: string;
  note?: string;
}

/** A student's mark as the register gave it. */
function initialDraft(student: RegisterStudent): DraftMark {
  return {
    code: student.code,
    minutesLate: student.minutesLate === null ? '' : String(student.minutesLate),
    note: student.note ?? '',
    noteOpen: Boolean(student.note),
  };
}

/** The marks of a register as it was opened (or saved). */
export function draftsOf(students: readonly RegisterStudent[]): Drafts {
  return Object.fromEntries(students.map((student) => [student._id, initialDraft(student)]));
}

/** A student's mark now: as changed, or as the register gave it. */
export function draftOf(drafts: Drafts, student: RegisterStudent): DraftMark {
  return drafts[student._id] ?? initialDraft(student);
}

/** Whether 'Excused' needs a note from the teacher: only when no excuse is on file. */
export function needsNote(student: Pick<RegisterStudent, 'excuse'>, draft: Pick<DraftMark, 'code'>): boolean {
  return draft.code === 'excused' && !student.excuse;
}

/** A mark given `code`; 'Excused' without an excuse on file opens the note it needs. */
export function withCode(student: RegisterStudent, draft: DraftMark, code: AttendanceCode): DraftMark {
  const next = { ...draft, code };
  return needsNote(student, next) ? { ...next, noteOpen: true } : next;
}

/**
 * 'Mark all present': everyone present, except students excused by an excuse on file, who
 * stay excused. Notes stay as they are.
 */
export function allPresent(students: readonly RegisterStudent[], drafts: Drafts): Drafts {
  return Object.fromEntries(
    students.map((student) => {
      const draft = draftOf(drafts, student);
      const keep = draft.code === 'excused' && student.excuse !== null;
      return [student._id, keep ? draft : { ...draft, code: 'present' as const }];
    }),
  );
}

/** The minutes late as a whole number, null when blank, or NaN when not a whole number in range. */
function minutesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const minutes = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return minutes >= 1 && minutes <= MAX_MINUTES_LATE ? minutes : Number.NaN;
}

/** What each student's mark still needs (minutes in range, the note of an excused absence), by id. */
export function problemsOf(students: readonly RegisterStudent[], drafts: Drafts): Record<string, MarkProblems> {
  const found: Record<string, MarkProblems> = {};
  for (const student of students) {
    const draft = draftOf(drafts, student);
    const problems: MarkProblems = {};
    if (draft.code === 'late' && Number.isNaN(minutesOf(draft.minutesLate))) problems.minutesLate = ATTENDANCE_TEXTS.minutesRule;
    if (needsNote(student, draft) && !draft.note.trim()) problems.note = ATTENDANCE_TEXTS.excuseNoteRequired;
    if (problems.minutesLate || problems.note) found[student._id] = problems;
  }
  return found;
}

/** The marks a save sends: every student not plainly present (students left out are present). */
export function marksToSave(students: readonly RegisterStudent[], drafts: Drafts): RegisterMark[] {
  return students.flatMap((student) => {
    const draft = draftOf(drafts, student);
    const note = draft.note.trim() || null;
    if (draft.code === 'present' && note === null) return [];
    const minutes = draft.code === 'late' ? minutesOf(draft.minutesLate) : null;
    return [{ studentID: student._id, code: draft.code, minutesLate: Number.isNaN(minutes) ? null : minutes, note }];
  });
}

/** How many students each code has right now. */
export function countsOf(students: readonly RegisterStudent[], drafts: Drafts): AttendanceCounts {
  const counts: AttendanceCounts = { present: 0, late: 0, absent: 0, excused: 0 };
  for (const student of students) counts[draftOf(drafts, student).code] += 1;
  return counts;
}
