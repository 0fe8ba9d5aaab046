import { lazyNamed } from '@/lib/lazy-named';

/**
 * 'Attendance' of the teacher portal: a day's registers and the roll call of each, a subject's
 * register history, and for advisers the section's month grid and excuses.
 */
export const AttendanceScreen = lazyNamed(() => import('./components/attendance-screen'), 'AttendanceScreen');
/**
 * 'Attendance' on a teacher's subject and advisory section screens: today's 'Take register',
 * and the subject's history or the section's month and excuses, each opening the Attendance screen.
 */
export const ClassAttendanceActions = lazyNamed(
  () => import('./components/class-attendance-actions'),
  'ClassAttendanceActions',
);
/** 'Attendance' of the student portal: the student's own term so far. */
export const MyAttendanceScreen = lazyNamed(() => import('./components/my-attendance-screen'), 'MyAttendanceScreen');
/** 'Attendance settings' of the admin area's School year group. */
export const AttendanceSettingsScreen = lazyNamed(
  () => import('./components/attendance-settings-screen'),
  'AttendanceSettingsScreen',
);
/** The admin area's Attendance group. */
export const NotTakenScreen = lazyNamed(() => import('./components/not-taken-screen'), 'NotTakenScreen');
export const SectionAttendanceScreen = lazyNamed(
  () => import('./components/section-attendance-screen'),
  'SectionAttendanceScreen',
);
export const StudentAttendanceScreen = lazyNamed(
  () => import('./components/student-attendance-screen'),
  'StudentAttendanceScreen',
);
export const ChronicScreen = lazyNamed(() => import('./components/chronic-screen'), 'ChronicScreen');
export const AdminExcusesScreen = lazyNamed(() => import('./components/admin-excuses-screen'), 'AdminExcusesScreen');
export const ExportScreen = lazyNamed(() => import('./components/export-screen'), 'ExportScreen');
/** 'Take register' for a chosen day on the admin's section screen and subject panel. */
export const AdminRegisterActions = lazyNamed(() => import('./components/admin-register-actions'), 'AdminRegisterActions');
/** A register's roll call over an admin screen. */
export const RegisterDialog = lazyNamed(() => import('./components/register-dialog'), 'RegisterDialog');
