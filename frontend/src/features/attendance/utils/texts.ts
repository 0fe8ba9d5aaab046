import { DAILY_REGISTER } from '@/lib/registers';
import type { AttendanceCode } from '../types';

/**
 * The four codes in the order the roll call offers them, each with its label, key, and the
 * letter a month grid writes (as School Form 2 does).
 */
export const CODES: readonly { code: AttendanceCode; label: string; key: string; letter: string }[] = [
  { code: 'present', label: 'Present', key: 'p', letter: 'P' },
  { code: 'late', label: 'Late', key: 'l', letter: 'L' },
  { code: 'absent', label: 'Absent', key: 'a', letter: 'A' },
  { code: 'excused', label: 'Excused', key: 'e', letter: 'E' },
];

/** The label of a code ('Present', 'Late', 'Absent', 'Excused'). */
export function codeLabel(code: AttendanceCode): string {
  return CODES.find((each) => each.code === code)?.label ?? code;
}

/** The letter of a code in a month grid ('P', 'L', 'A', 'E'). */
export function codeLetter(code: AttendanceCode): string {
  return CODES.find((each) => each.code === code)?.letter ?? '?';
}

/** What the roll call says and checks, in one place. */
export const ATTENDANCE_TEXTS = {
  daily: DAILY_REGISTER,
  saved: 'Register saved.',
  readOnly: 'This register can no longer be changed; ask an administrator.',
  excuseNoteRequired: 'Give the reason for the excused absence.',
  minutesRule: 'Enter whole minutes from 1 to 600.',
  notTaken: 'Not taken yet',
  /** The roll call's heading while a register opened by its address loads. */
  registerLoading: 'Register',
  fixMarks: 'Some marks need a look before the register can be saved.',
} as const;

/** The longest note a mark may carry. */
export const NOTE_MAX_LENGTH = 500;

/** The most minutes a student may be marked late. */
export const MAX_MINUTES_LATE = 600;

/** The longest reason of an excuse the server keeps. */
export const REASON_MAX_LENGTH = 300;

/** The server's own messages about an excuse, which its form checks before sending too. */
export const EXCUSE_MESSAGES = {
  studentID: 'Choose a student.',
  firstDay: 'Enter a date.',
  badDay: 'Enter the date as YYYY-MM-DD.',
  lastDay: 'The last day cannot be before the first day.',
  reason: 'Give the reason for the absence.',
  reasonLength: `Use at most ${REASON_MAX_LENGTH} characters.`,
} as const;
