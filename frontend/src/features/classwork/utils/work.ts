import { isApiError } from '@/lib/api-error';
import { uploadErrorMessage } from '@/lib/upload-file';
import type { Assignment, Work } from '../types';

/** What 'Add file' offers: photos, PDFs and Word, Excel and PowerPoint files (the server checks the content). */
export const WORK_FILE_TYPES = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx,image/*';

/** What 'Take photo' offers: a photo, from the camera on a phone. */
export const PHOTO_TYPES = 'image/*';

/** The longest answer the server keeps. */
export const MAX_ANSWER = 10_000;

export const WORK_MESSAGES = {
  empty: 'Add a file or write your answer before turning it in.',
  tooLong: `Keep the answer within ${MAX_ANSWER.toLocaleString('en-US')} characters.`,
  closed: 'This classwork no longer takes work.',
} as const;

/** Work not started yet: what the server answers for a piece the student has not touched. */
export const NO_WORK: Work = {
  status: 'assigned',
  answer: '',
  files: [],
  turnedInAt: null,
  late: false,
  returnedAt: null,
  score: null,
  comment: null,
};

/** Where the student's work on a piece stands, as the card says it. */
export type WorkStage = 'assigned' | 'missing' | 'turnedIn' | 'turnedInLate' | 'returned';

export const STAGE_LABELS: Record<WorkStage, string> = {
  assigned: 'Assigned',
  missing: 'Missing',
  turnedIn: 'Turned in',
  turnedInLate: 'Turned in late',
  returned: 'Returned',
};

/** The badge's colour for each stage (words in the theme's text colour, for contrast). */
export const STAGE_COLORS: Record<WorkStage, string> = {
  assigned: 'gray',
  missing: 'red',
  turnedIn: 'green',
  turnedInLate: 'orange',
  returned: 'blue',
};

/** Whether the piece's due time has passed at `now` (ms). */
export function pastDue(assignment: Pick<Assignment, 'dueAt'>, now: number): boolean {
  return now > Date.parse(assignment.dueAt);
}

/** Where `work` stands at `now` (ms): not turned in is 'missing' once past due. */
export function workStage(work: Work, assignment: Pick<Assignment, 'dueAt'>, now: number): WorkStage {
  if (work.status === 'returned') return 'returned';
  if (work.status === 'turnedIn') return work.late ? 'turnedInLate' : 'turnedIn';
  return pastDue(assignment, now) ? 'missing' : 'assigned';
}

/** Why the work cannot be turned in with `answer` and `files` files, or null when it can. */
export function answerError(answer: string, files: number): string | null {
  const written = answer.trim();
  if (written === '' && files === 0) return WORK_MESSAGES.empty;
  if ([...written].length > MAX_ANSWER) return WORK_MESSAGES.tooLong;
  return null;
}

/**
 * Why a file was not added, in words: the server's own message for a refused type (it names the
 * types work takes), else as any upload says it (the size limit, a lost connection, the server's
 * message for the quota, the hourly cap or work turned in).
 */
export function workFileErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 415 && error.message) return error.message;
  return uploadErrorMessage(error);
}
