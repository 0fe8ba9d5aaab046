import { formatDateRange, formatWrittenDate } from '@/lib/dates';
import type { AbsenceNote } from '../types/absence-notes';

/** The longest reason the server keeps. */
export const NOTE_REASON_MAX = 300;

/** What the 'Absence notes' screen says and checks, as the server words its refusals. */
export const NOTE_TEXTS = {
  from: 'Enter a date.',
  badDay: 'Enter the date as YYYY-MM-DD.',
  to: 'The last day cannot be before the first day.',
  reason: 'Give the reason for the absence.',
  reasonLength: `Use at most ${NOTE_REASON_MAX} characters.`,
  sent: 'Absence note sent to the adviser.',
  withdrawn: 'Absence note withdrawn.',
  confirmWithdraw: 'Withdraw this absence note? The school will no longer see it.',
} as const;

/** `Mon, Nov 30, 2026`, or `Mon, Nov 30, 2026 – Tue, Dec 1, 2026`. */
export const noteDays = (note: Pick<AbsenceNote, 'firstDay' | 'lastDay'>) =>
  formatDateRange(note.firstDay, note.lastDay, formatWrittenDate);
