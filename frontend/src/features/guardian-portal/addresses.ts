import { addressOf, createPortalMenu, type PortalAddresses } from '@/components/portal-shell';

/** The guardian portal's menu items (each with its screen in `menu.ts`). */
export type GuardianMenuItem =
  | 'home'
  | 'timetable'
  | 'attendance'
  | 'grades'
  | 'classwork'
  | 'stream'
  | 'absence-notes'
  | 'teachers'
  | 'fees'
  | 'news'
  | 'newsletters'
  | 'messages'
  | 'profile';

/** The search parameter naming the child every guardian screen is about: /guardian/grades?child=<student id>. */
export const CHILD_PARAM = 'child';

/** Each guardian screen's address: /guardian, /guardian/attendance, …, each with `?child=`. */
export const GUARDIAN_ADDRESSES: PortalAddresses<GuardianMenuItem> = {
  base: '/guardian',
  home: 'home',
  paths: {
    home: '',
    timetable: 'timetable',
    attendance: 'attendance',
    grades: 'grades',
    classwork: 'classwork',
    stream: 'stream',
    'absence-notes': 'absence-notes',
    teachers: 'teachers',
    fees: 'fees',
    news: 'news',
    newsletters: 'newsletters',
    messages: 'messages',
    profile: 'profile',
  },
  keepSearch: [CHILD_PARAM],
};

/** The address of `item` about the child `childID`: /guardian/attendance?child=s-2. */
export function childAddress(item: GuardianMenuItem, childID: string): string {
  return `${addressOf(GUARDIAN_ADDRESSES, item)}?${new URLSearchParams({ [CHILD_PARAM]: childID }).toString()}`;
}

/** The portal's menu, kept in the address. */
export const useGuardianMenu = createPortalMenu<GuardianMenuItem>(GUARDIAN_ADDRESSES);
