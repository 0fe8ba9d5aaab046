import { createPortalMenu, type PortalAddresses } from '@/components/portal-shell';

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'classwork' | 'stream' | 'timetable' | 'attendance' | 'grades' | 'fees' | 'messages' | 'newsletters';

/** Each student screen's address: /student (and /), /student/timetable, … */
export const STUDENT_ADDRESSES: PortalAddresses<StudentMenuItem> = {
  base: '/student',
  alsoHome: ['/'],
  home: 'home',
  paths: {
    home: '',
    profile: 'profile',
    class: 'class',
    classwork: 'classwork',
    stream: 'stream',
    timetable: 'timetable',
    attendance: 'attendance',
    grades: 'grades',
    fees: 'fees',
    messages: 'messages',
    newsletters: 'newsletters',
  },
};

/** The portal's menu, kept in the address. */
export const useStudentMenu = createPortalMenu<StudentMenuItem>(STUDENT_ADDRESSES);
