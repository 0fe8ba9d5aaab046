import type { ClassworkFile, StudentWork } from '../types';
import { gradebookChoiceOf } from './labels';
import type { WorkStage } from './work';

/** Where a student's work stands, as its badge says it: 'Turned in late' for late work not yet returned. */
export function reviewStage(student: Pick<StudentWork, 'status' | 'late'>): WorkStage {
  switch (student.status) {
    case 'returned':
      return 'returned';
    case 'turnedIn':
      return student.late ? 'turnedInLate' : 'turnedIn';
    case 'missing':
      return 'missing';
    default:
      return 'assigned';
  }
}

/** Whose work 'Return all' gives back: every student whose work is turned in and not yet returned. */
export function turnedInIDs(students: readonly StudentWork[]): string[] {
  return students.filter((student) => student.status === 'turnedIn').map((student) => student.studentID);
}

/** How a work file shows in the page: a photo as a picture, a PDF in a frame, anything else as a download. */
export type FileKind = 'image' | 'pdf' | 'document';

/** The kind of a work file, told by its stored path's extension (the server checked the content). */
export function fileKind(file: Pick<ClassworkFile, 'file'>): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(file.file.split(/[?#]/)[0])?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg' || extension === 'png' || extension === 'webp') return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'document';
}

/** What the 'Score' field starts with: the score, 'ex' when excused, else empty. */
export function scoreInput(student: Pick<StudentWork, 'score' | 'excused'>): string {
  if (student.score !== null) return String(student.score);
  return student.excused ? 'ex' : '';
}

/** The score as the class list shows it: `18 / 20`, 'Excused', or null when there is none. */
export function scoreText(student: Pick<StudentWork, 'score' | 'excused'>, points: number): string | null {
  if (student.score !== null) return `${student.score} / ${points}`;
  return student.excused ? 'Excused' : null;
}

/** Whether a piece's scores are the gradebook's: graded as Written Works or Performance Tasks. */
export function isGraded(category: string | null): boolean {
  return gradebookChoiceOf(category) !== 'none';
}
