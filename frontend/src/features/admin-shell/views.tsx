import type { ComponentType } from 'react';
import { AdministratorsScreen } from '@/features/admins';
import {
  AdminExcusesScreen,
  AdminRegisterActions,
  AttendanceSettingsScreen,
  ChronicScreen,
  ExportScreen,
  NotTakenScreen,
  RegisterDialog,
  SectionAttendanceScreen,
  StudentAttendanceScreen,
} from '@/features/attendance';
import { AuditLogScreen } from '@/features/audit-log';
import { ClassesScreen, CreateClassScreen } from '@/features/classes';
import { PublicationsScreen, ReportCardsScreen, SchemesScreen } from '@/features/grades';
import { CreateFromStudentButton, CreateGuardianScreen, StudentsWithoutGuardianScreen } from '@/features/guardians';
import { CreateNewsScreen, NewsUpdatesScreen } from '@/features/news';
import { NewslettersScreen } from '@/features/newsletters';
import { SchoolYearScreen } from '@/features/school-year';
import { CreateStudentScreen } from '@/features/students';
import { CreateTeacherScreen } from '@/features/teachers';
import { TimetablesScreen } from '@/features/timetable';
import { GuardiansWithCsv, StudentsWithCsv, TeachersWithCsv } from './account-lists';

/** The side-menu groups, in the order they are listed. */
export const ADMIN_NAV_GROUPS = [
  'Teachers',
  'Students',
  'Guardians',
  'Classes',
  'School year',
  'Attendance',
  'Grades',
  'News and updates',
  'General Newsletters / Memos',
  'Audit log',
  'Administrators',
] as const;

export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

interface AdminViewEntry {
  group: AdminNavGroup;
  /** Side-menu label, also the screen's heading. */
  label: string;
  Screen: ComponentType;
}

/**
 * Every admin screen, keyed by its named view ('0 Teachers', '1 Teachers', …), in menu order.
 * The admin area has no URL routes: this table is the one place a screen is added to it.
 */
export const ADMIN_VIEWS = {
  '0 Teachers': { group: 'Teachers', label: 'View all teachers', Screen: TeachersWithCsv },
  '1 Teachers': { group: 'Teachers', label: 'Create account for teacher', Screen: CreateTeacherScreen },
  '0 Students': { group: 'Students', label: 'View all students', Screen: StudentsWithCsv },
  '1 Students': { group: 'Students', label: 'Create account for student', Screen: CreateStudentScreen },
  '0 Guardians': { group: 'Guardians', label: 'View all guardians', Screen: GuardiansWithCsv },
  '1 Guardians': { group: 'Guardians', label: 'Create guardian account', Screen: CreateGuardianScreen },
  '2 Guardians': { group: 'Guardians', label: 'Students without a guardian account', Screen: StudentsWithoutGuardianScreen },
  '0 Classes': { group: 'Classes', label: 'View all classes', Screen: ClassesScreen },
  '1 Classes': { group: 'Classes', label: 'Create a new class', Screen: CreateClassScreen },
  '2 Classes': { group: 'Classes', label: 'Timetables', Screen: TimetablesScreen },
  '0 School year': { group: 'School year', label: 'School year', Screen: SchoolYearScreen },
  '1 School year': { group: 'School year', label: 'Attendance settings', Screen: AttendanceSettingsScreen },
  '0 Attendance': { group: 'Attendance', label: 'Registers not taken', Screen: NotTakenScreen },
  '1 Attendance': { group: 'Attendance', label: 'Section attendance', Screen: SectionAttendanceScreen },
  '2 Attendance': { group: 'Attendance', label: 'Student attendance', Screen: StudentAttendanceScreen },
  '3 Attendance': { group: 'Attendance', label: 'Chronic absence', Screen: ChronicScreen },
  '4 Attendance': { group: 'Attendance', label: 'Excuses', Screen: AdminExcusesScreen },
  '5 Attendance': { group: 'Attendance', label: 'Export', Screen: ExportScreen },
  '0 Grades': { group: 'Grades', label: 'Publish grades', Screen: PublicationsScreen },
  '1 Grades': { group: 'Grades', label: 'Grading schemes', Screen: SchemesScreen },
  '2 Grades': { group: 'Grades', label: 'Report cards', Screen: ReportCardsScreen },
  '0 News and updates': { group: 'News and updates', label: 'View news and updates', Screen: NewsUpdatesScreen },
  '1 News and updates': { group: 'News and updates', label: 'Create news and updates', Screen: CreateNewsScreen },
  '0 General Newsletters / Memos': {
    group: 'General Newsletters / Memos',
    label: 'Upload newsletters or memos',
    Screen: NewslettersScreen,
  },
  '0 Audit log': { group: 'Audit log', label: 'View the audit log', Screen: AuditLogScreen },
  '0 Administrators': { group: 'Administrators', label: 'Manage administrators', Screen: AdministratorsScreen },
} as const satisfies Record<string, AdminViewEntry>;

export type AdminView = keyof typeof ADMIN_VIEWS;

/**
 * What one feature lends another feature's admin screens through the admin shell (see
 * `AdminNavigation`): attendance's 'Take register' on the class screens, and the roll call it
 * opens over them; the guardians' 'Create guardian account' in a student's details.
 */
export const ADMIN_SLOTS = {
  RegisterActions: AdminRegisterActions,
  RegisterDialog,
  StudentGuardianAction: CreateFromStudentButton,
} as const;

export const DEFAULT_ADMIN_VIEW: AdminView = '0 Teachers';

export const ADMIN_VIEW_NAMES = Object.keys(ADMIN_VIEWS) as AdminView[];

export function viewsOfGroup(group: AdminNavGroup): AdminView[] {
  return ADMIN_VIEW_NAMES.filter((view) => ADMIN_VIEWS[view].group === group);
}
