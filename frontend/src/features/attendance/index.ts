import { lazyNamed } from '@/lib/lazy-named';

/** 'Attendance' of the teacher portal: a day's registers, and the roll call of each. */
export const AttendanceScreen = lazyNamed(() => import('./components/attendance-screen'), 'AttendanceScreen');
/**
 * 'Take register' / 'Open register' on a lesson of the Home's Today card (nothing when the
 * lesson has no register); it opens the roll call on the Attendance screen.
 */
export const LessonRegisterButton = lazyNamed(() => import('./components/lesson-register-button'), 'LessonRegisterButton');
/** 'Attendance settings' of the admin area's School year group. */
export const AttendanceSettingsScreen = lazyNamed(
  () => import('./components/attendance-settings-screen'),
  'AttendanceSettingsScreen',
);
