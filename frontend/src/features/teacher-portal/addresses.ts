import { addressOf, createPortalMenu, type PortalAddresses } from '@/components/portal-shell';
import { registerParts, registerRef } from '@/lib/registers';
import type { RegisterSummary } from '@/types/wire';

export type TeacherMenuItem = 'home' | 'profile' | 'classes' | 'timetable' | 'attendance' | 'grades' | 'classwork' | 'announcements' | 'advisoryGrades' | 'messages' | 'advisory';

/** Each teacher screen's address: /teacher, /teacher/attendance, … */
export const TEACHER_ADDRESSES: PortalAddresses<TeacherMenuItem> = {
  base: '/teacher',
  home: 'home',
  paths: {
    home: '',
    profile: 'profile',
    classes: 'classes',
    timetable: 'timetable',
    attendance: 'attendance',
    grades: 'grades',
    classwork: 'classwork',
    announcements: 'announcements',
    advisoryGrades: 'advisory-grades',
    messages: 'messages',
    advisory: 'advisory',
  },
  // A gradebook of a subject and term, /teacher/grades/{subjectID}/{termID}, a register,
  // /teacher/attendance/lesson/{scheduleID}/{date} or /teacher/attendance/daily/{sectionID}/{date},
  // and the work on a piece of classwork, /teacher/classwork/{assignmentID}.
  nested: ['grades', 'attendance', 'classwork'],
};

/** The teacher portal's menu, kept in the address. */
export const useTeacherMenu = createPortalMenu<TeacherMenuItem>(TEACHER_ADDRESSES);

/** Where a register opens: /teacher/attendance/lesson/{scheduleID}/{date} or …/daily/{sectionID}/{date}. */
export function registerAddress(register: RegisterSummary): string {
  return addressOf(TEACHER_ADDRESSES, 'attendance', registerParts(registerRef(register)));
}

/** Where a gradebook opens: /teacher/grades/{subjectID}/{termID}. */
export function gradebookAddress(subjectID: string, termID: string): string {
  return addressOf(TEACHER_ADDRESSES, 'grades', [subjectID, termID]);
}

/** The teacher's classwork list: /teacher/classwork. */
export function classworkAddress(): string {
  return addressOf(TEACHER_ADDRESSES, 'classwork');
}

/** Where the work on a piece of classwork is reviewed: /teacher/classwork/{assignmentID}. */
export function classworkReviewAddress(assignmentID: string): string {
  return addressOf(TEACHER_ADDRESSES, 'classwork', [assignmentID]);
}
