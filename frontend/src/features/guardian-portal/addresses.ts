import { createPortalMenu, type PortalAddresses } from '@/components/portal-shell';

/** The guardian portal's menu items (each with its screen in `menu.ts`). */
export type GuardianMenuItem =
  | 'home'
  | 'timetable'
  | 'attendance'
  | 'grades'
  | 'absence-notes'
  | 'teachers'
  | 'news'
  | 'newsletters'
  | 'messages'
  | 'profile';

/** Each guardian screen's address: /guardian, /guardian/attendance, … */
export const GUARDIAN_ADDRESSES: PortalAddresses<GuardianMenuItem> = {
  base: '/guardian',
  home: 'home',
  paths: {
    home: '',
    timetable: 'timetable',
    attendance: 'attendance',
    grades: 'grades',
    'absence-notes': 'absence-notes',
    teachers: 'teachers',
    news: 'news',
    newsletters: 'newsletters',
    messages: 'messages',
    profile: 'profile',
  },
};

/** The portal's menu, kept in the address. */
export const useGuardianMenu = createPortalMenu<GuardianMenuItem>(GUARDIAN_ADDRESSES);
