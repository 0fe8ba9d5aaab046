import { createPortalMenu } from '@/components/portal-shell';

export type TeacherMenuItem = 'home' | 'profile' | 'classes' | 'timetable' | 'attendance' | 'grades' | 'advisoryGrades' | 'messages' | 'advisory';

/** Each teacher screen's address: /teacher, /teacher/attendance, … */
export const useTeacherMenu = createPortalMenu<TeacherMenuItem>({
  base: '/teacher',
  home: 'home',
  paths: {
    home: '',
    profile: 'profile',
    classes: 'classes',
    timetable: 'timetable',
    attendance: 'attendance',
    grades: 'grades',
    advisoryGrades: 'advisory-grades',
    messages: 'messages',
    advisory: 'advisory',
  },
  // A gradebook of a subject and term, /teacher/grades/{subjectID}/{termID}, and a register,
  // /teacher/attendance/lesson/{scheduleID}/{date} or /teacher/attendance/daily/{sectionID}/{date}.
  nested: ['grades', 'attendance'],
});
