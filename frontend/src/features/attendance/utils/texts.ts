import type { AttendanceCode } from '../types';

/** The four codes in the order the roll call offers them, each with its label and key. */
export const CODES: readonly { code: AttendanceCode; label: string; key: string }[] = [
  { code: 'present', label: 'Present', key: 'p' },
  { code: 'late', label: 'Late', key: 'l' },
  { code: 'absent', label: 'Absent', key: 'a' },
  { code: 'excused', label: 'Excused', key: 'e' },
];

/** The label of a code ('Present', 'Late', 'Absent', 'Excused'). */
export function codeLabel(code: AttendanceCode): string {
  return CODES.find((each) => each.code === code)?.label ?? code;
}

/** What the roll call says and checks, in one place. */
export const ATTENDANCE_TEXTS = {
  daily: 'Daily register',
  saved: 'Register saved.',
  readOnly: 'This register can no longer be changed; ask an administrator.',
  excuseNoteRequired: 'Give the reason for the excused absence.',
  minutesRule: 'Enter whole minutes from 1 to 600.',
  notTaken: 'Not taken yet',
  fixMarks: 'Some marks need a look before the register can be saved.',
} as const;

/** The longest note a mark may carry. */
export const NOTE_MAX_LENGTH = 500;

/** The most minutes a student may be marked late. */
export const MAX_MINUTES_LATE = 600;
