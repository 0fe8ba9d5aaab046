import { lazyNamed } from '@/lib/lazy-named';

/** 'Timetable' of the student and teacher portals: the week, and the calendar subscription. */
export const TimetableScreen = lazyNamed(() => import('./components/timetable-screen'), 'TimetableScreen');
/** 'Timetables' of the admin area: any section's or teacher's week. */
export const TimetablesScreen = lazyNamed(() => import('./components/timetables-screen'), 'TimetablesScreen');
/** 'Today' on a portal's Home: the day's lessons, the one happening now marked. */
export const TodayCard = lazyNamed(() => import('./components/today-card'), 'TodayCard');
/** 'Timetable' of the guardian portal: the chosen child's week. */
export const ChildTimetableScreen = lazyNamed(() => import('./components/child-timetable-screen'), 'ChildTimetableScreen');
