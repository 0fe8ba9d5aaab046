import dayjs from 'dayjs';
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

/** True for a real `YYYY-MM-DD` day. */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value;

const shortDay = (ymd: string) => dayjs(ymd).format('ddd D MMM YYYY');

/** `Mon 30 Nov 2026`, or `Mon 30 Nov 2026 – Tue 1 Dec 2026`. */
export const noteDays = (note: Pick<AbsenceNote, 'firstDay' | 'lastDay'>) =>
  note.firstDay === note.lastDay ? shortDay(note.firstDay) : `${shortDay(note.firstDay)} – ${shortDay(note.lastDay)}`;
