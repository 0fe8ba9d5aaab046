import type { AttendanceCountsView, RegisterSummary } from '@/types/wire';

/**
 * How a register is named and where it lives, for every screen that lists registers: the
 * attendance screens, and the Homes that link to them.
 */

/** What a register of the whole day is called. */
export const DAILY_REGISTER = 'Daily register';

/** Which register: a lesson's (by its schedule) or a section's daily one, on a day. */
export type RegisterRef =
  | { kind: 'lesson'; scheduleID: string; date: string }
  | { kind: 'daily'; sectionID: string; date: string };

/** What a register is of: its lesson's subject, or 'Daily register'. */
export function registerName(register: Pick<RegisterSummary, 'subject'>): string {
  return register.subject ?? DAILY_REGISTER;
}

/** "Grade 7 Rizal" */
export function sectionName(register: Pick<RegisterSummary, 'level' | 'section'>): string {
  return `${register.level} ${register.section}`;
}

/** The roll call's heading: "Mathematics · Grade 7 Rizal", "Daily register · Grade 7 Rizal". */
export function registerHeading(register: RegisterSummary): string {
  return `${registerName(register)} · ${sectionName(register)}`;
}

/** "07:30 AM–08:20 AM", or null for a daily register. */
export function registerTime(register: Pick<RegisterSummary, 'startTime' | 'endTime'>): string | null {
  return register.startTime && register.endTime ? `${register.startTime}–${register.endTime}` : null;
}

/** "38 present, 1 late, 1 absent": the codes that were given, in the roll call's order. */
export function countsText(counts: AttendanceCountsView): string {
  const parts = [
    `${counts.present} present`,
    counts.late > 0 ? `${counts.late} late` : null,
    counts.absent > 0 ? `${counts.absent} absent` : null,
    counts.excused > 0 ? `${counts.excused} excused` : null,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/** Which register a summary names, as the register calls ask for it. */
export function registerRef(register: RegisterSummary): RegisterRef {
  return register.kind === 'lesson' && register.scheduleID
    ? { kind: 'lesson', scheduleID: register.scheduleID, date: register.date }
    : { kind: 'daily', sectionID: register.sectionID, date: register.date };
}

/**
 * The parts of a register's address after the teacher's Attendance screen's: ['lesson',
 * scheduleID, date] or ['daily', sectionID, date], e.g. /teacher/attendance/lesson/{scheduleID}/2026-11-30.
 */
export function registerParts(ref: RegisterRef): string[] {
  return ref.kind === 'lesson' ? ['lesson', ref.scheduleID, ref.date] : ['daily', ref.sectionID, ref.date];
}
