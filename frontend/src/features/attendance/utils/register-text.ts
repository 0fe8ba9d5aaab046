import { countOf } from '@/lib/count-of';
import type { AttendanceCounts, RegisterRef, RegisterSummary } from '../types';
import { ATTENDANCE_TEXTS } from './texts';

/** What a register is of: its lesson's subject, or 'Daily register'. */
export function registerName(register: Pick<RegisterSummary, 'subject'>): string {
  return register.subject ?? ATTENDANCE_TEXTS.daily;
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
export function countsText(counts: AttendanceCounts): string {
  const parts = [
    `${counts.present} present`,
    counts.late > 0 ? `${counts.late} late` : null,
    counts.absent > 0 ? `${counts.absent} absent` : null,
    counts.excused > 0 ? `${counts.excused} excused` : null,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/** "40 students" */
export function studentsText(count: number): string {
  return countOf(count, 'student');
}

/** Which register a summary names, as the register calls ask for it. */
export function registerRef(register: RegisterSummary): RegisterRef {
  return register.kind === 'lesson' && register.scheduleID
    ? { kind: 'lesson', scheduleID: register.scheduleID, date: register.date }
    : { kind: 'daily', sectionID: register.sectionID, date: register.date };
}
