import type { ComponentType } from 'react';
import { AdminHomeScreen } from '@/features/admin-home';
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
import {
  AssessFeesScreen,
  FeeReportsScreen,
  FeeSchedulesScreen,
  FeeSettingsScreen,
  LearnerAccountsScreen,
  MyCollectionsScreen,
} from '@/features/fees';
import { PublicationsScreen, ReportCardsScreen, SchemesScreen } from '@/features/grades';
import { CreateFromStudentButton, CreateGuardianScreen, StudentsWithoutGuardianScreen } from '@/features/guardians';
import { CreateNewsScreen, NewsUpdatesScreen } from '@/features/news';
import { NewslettersScreen } from '@/features/newsletters';
import { RecordsScreen } from '@/features/records';
import { SchoolYearScreen } from '@/features/school-year';
import { CreateStudentScreen } from '@/features/students';
import { CreateTeacherScreen } from '@/features/teachers';
import { TimetablesScreen } from '@/features/timetable';
import { joinAddress, partsAfter } from '@/lib/screen-address';
import type { StaffRole } from '@/lib/session-store';
import { GuardiansWithCsv, StudentsWithCsv, TeachersWithCsv } from './account-lists';

/** The side-menu groups, in the order they are listed. */
export const ADMIN_NAV_GROUPS = [
  'Home',
  'Teachers',
  'Students',
  'Guardians',
  'Classes',
  'School year',
  'Attendance',
  'Grades',
  'Records',
  'Fees',
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
  /** Its address under /admin, e.g. 'teachers/new' for /admin/teachers/new. */
  path: string;
  /** Whether the screen owns the addresses under its own (a level of 'View all classes'). */
  nested?: true;
  /**
   * Open to a cashier too: a Fees screen, which calls only what the server admits a cashier to
   * (`/api/fees/...`, and the school years, categories and levels its choices list). The others
   * call what only an administrator may.
   */
  cashier?: true;
  Screen: ComponentType;
}

/** The Home's side-menu label and heading. */
const HOME_LABEL = 'Today at school';

/** '0 Home': today and the term across the school, each figure leading to the screen that acts on it. */
// eslint-disable-next-line react-refresh/only-export-components -- the table gives the Home its links to the other views
function AdminHome() {
  return (
    <AdminHomeScreen
      title={HOME_LABEL}
      links={{
        sections: adminAddress('1 Attendance'),
        notTaken: adminAddress('0 Attendance'),
        chronic: adminAddress('3 Attendance'),
        publish: adminAddress('0 Grades'),
      }}
    />
  );
}

/** '0 Records': the School Forms and the learners to complete, each leading to their record. */
// eslint-disable-next-line react-refresh/only-export-components -- the table gives the Records their link to a student's record
function Records() {
  return <RecordsScreen studentAddress={(studentID) => joinAddress(adminAddress('0 Students'), [studentID])} />;
}

/** '4 Fees': the fee reports, each learner of the clearance list leading to their account. */
// eslint-disable-next-line react-refresh/only-export-components -- the table gives the Fee reports their link to a learner's account
function FeeReports() {
  return <FeeReportsScreen accountAddress={(studentID) => joinAddress(adminAddress('2 Fees'), [studentID])} />;
}

/**
 * Every admin screen, keyed by its named view ('0 Teachers', '1 Teachers', …), in menu order,
 * with its address: this table is the one place a screen is added to the admin area.
 */
export const ADMIN_VIEWS = {
  '0 Home': { group: 'Home', label: HOME_LABEL, path: 'home', Screen: AdminHome },
  '0 Teachers': { group: 'Teachers', label: 'View all teachers', path: 'teachers', Screen: TeachersWithCsv },
  '1 Teachers': { group: 'Teachers', label: 'Create account for teacher', path: 'teachers/new', Screen: CreateTeacherScreen },
  '0 Students': { group: 'Students', label: 'View all students', path: 'students', nested: true, Screen: StudentsWithCsv },
  '1 Students': { group: 'Students', label: 'Create account for student', path: 'students/new', Screen: CreateStudentScreen },
  '0 Guardians': { group: 'Guardians', label: 'View all guardians', path: 'guardians', Screen: GuardiansWithCsv },
  '1 Guardians': { group: 'Guardians', label: 'Create guardian account', path: 'guardians/new', Screen: CreateGuardianScreen },
  '2 Guardians': { group: 'Guardians', label: 'Students without a guardian account', path: 'guardians/without-account', Screen: StudentsWithoutGuardianScreen },
  '0 Classes': { group: 'Classes', label: 'View all classes', path: 'classes', nested: true, Screen: ClassesScreen },
  '1 Classes': { group: 'Classes', label: 'Create a new class', path: 'classes/new', Screen: CreateClassScreen },
  '2 Classes': { group: 'Classes', label: 'Timetables', path: 'timetables', Screen: TimetablesScreen },
  '0 School year': { group: 'School year', label: 'School year', path: 'school-year', Screen: SchoolYearScreen },
  '1 School year': { group: 'School year', label: 'Attendance settings', path: 'school-year/attendance-settings', Screen: AttendanceSettingsScreen },
  '0 Attendance': { group: 'Attendance', label: 'Registers not taken', path: 'attendance/not-taken', Screen: NotTakenScreen },
  '1 Attendance': { group: 'Attendance', label: 'Section attendance', path: 'attendance/sections', Screen: SectionAttendanceScreen },
  '2 Attendance': { group: 'Attendance', label: 'Student attendance', path: 'attendance/students', Screen: StudentAttendanceScreen },
  '3 Attendance': { group: 'Attendance', label: 'Chronic absence', path: 'attendance/chronic', Screen: ChronicScreen },
  '4 Attendance': { group: 'Attendance', label: 'Excuses', path: 'attendance/excuses', Screen: AdminExcusesScreen },
  '5 Attendance': { group: 'Attendance', label: 'Export', path: 'attendance/export', Screen: ExportScreen },
  '0 Grades': { group: 'Grades', label: 'Publish grades', path: 'grades/publish', Screen: PublicationsScreen },
  '1 Grades': { group: 'Grades', label: 'Grading schemes', path: 'grades/schemes', Screen: SchemesScreen },
  '2 Grades': { group: 'Grades', label: 'Report cards', path: 'grades/report-cards', Screen: ReportCardsScreen },
  '0 Records': { group: 'Records', label: 'Records', path: 'records', Screen: Records },
  '0 Fees': { group: 'Fees', label: 'Fee schedules', path: 'fees/schedules', cashier: true, Screen: FeeSchedulesScreen },
  '1 Fees': { group: 'Fees', label: 'Assess fees', path: 'fees/assess', cashier: true, Screen: AssessFeesScreen },
  '2 Fees': { group: 'Fees', label: 'Learner accounts', path: 'fees/accounts', nested: true, cashier: true, Screen: LearnerAccountsScreen },
  '3 Fees': { group: 'Fees', label: 'My collections', path: 'fees/my-day', cashier: true, Screen: MyCollectionsScreen },
  '4 Fees': { group: 'Fees', label: 'Fee reports', path: 'fees/reports', cashier: true, Screen: FeeReports },
  '5 Fees': { group: 'Fees', label: 'Fee settings', path: 'fees/settings', cashier: true, Screen: FeeSettingsScreen },
  '0 News and updates': { group: 'News and updates', label: 'View news and updates', path: 'news', Screen: NewsUpdatesScreen },
  '1 News and updates': { group: 'News and updates', label: 'Create news and updates', path: 'news/new', Screen: CreateNewsScreen },
  '0 General Newsletters / Memos': {
    group: 'General Newsletters / Memos',
    label: 'Upload newsletters or memos',
    path: 'newsletters', Screen: NewslettersScreen,
  },
  '0 Audit log': { group: 'Audit log', label: 'View the audit log', path: 'audit-log', Screen: AuditLogScreen },
  '0 Administrators': { group: 'Administrators', label: 'Manage administrators', path: 'administrators', Screen: AdministratorsScreen },
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

/** Where the administrator lands (/admin): the Home, what needs them today. */
export const DEFAULT_ADMIN_VIEW: AdminView = '0 Home';

export const ADMIN_VIEW_NAMES = Object.keys(ADMIN_VIEWS) as AdminView[];

/** The views a cashier may open, in menu order: their Fees screens. */
const CASHIER_VIEW_NAMES = ADMIN_VIEW_NAMES.filter((view) => {
  const entry: AdminViewEntry = ADMIN_VIEWS[view];
  return entry.cashier === true;
});

/** The views `role` may open, in menu order: every one for an administrator. */
export function viewsOf(role: StaffRole): readonly AdminView[] {
  return role === 'admin' ? ADMIN_VIEW_NAMES : CASHIER_VIEW_NAMES;
}

/** Where each of the staff lands (/admin): the administrator on the Home, the cashier on their day's collections. */
export const DEFAULT_VIEWS: Record<StaffRole, AdminView> = { admin: DEFAULT_ADMIN_VIEW, cashier: '3 Fees' };

export function viewsOfGroup(group: AdminNavGroup): AdminView[] {
  return ADMIN_VIEW_NAMES.filter((view) => ADMIN_VIEWS[view].group === group);
}

/** The admin area's entry path, which shows the default view. */
export const ADMIN_BASE = '/admin';

/** The address of `view`, e.g. '/admin/teachers/new'. */
export function adminAddress(view: AdminView): string {
  return `${ADMIN_BASE}/${ADMIN_VIEWS[view].path}`;
}

/**
 * The view `pathname` names ('/admin' the default one, `home`) and the parts after its own path
 * (for a view that owns the addresses under it), or null when it names none.
 */
export function viewAt(pathname: string, home: AdminView = DEFAULT_ADMIN_VIEW): { view: AdminView; rest: string[] } | null {
  const parts = partsAfter(ADMIN_BASE, pathname);
  if (parts === null) return null;
  if (parts.length === 0) return { view: home, rest: [] };
  const path = parts.join('/');
  const exact = ADMIN_VIEW_NAMES.find((view) => ADMIN_VIEWS[view].path === path);
  if (exact) return { view: exact, rest: [] };
  for (const view of ADMIN_VIEW_NAMES) {
    const entry: AdminViewEntry = ADMIN_VIEWS[view];
    const own = entry.path.split('/');
    if (entry.nested && own.every((part, at) => parts[at] === part)) return { view, rest: parts.slice(own.length) };
  }
  return null;
}
