import { lazyNamed } from '@/lib/lazy-named';

/** 'Attendance' of the teacher portal: a day's registers, and the roll call of each. */
export const AttendanceScreen = lazyNamed(() => import('./components/attendance-screen'), 'AttendanceScreen');
