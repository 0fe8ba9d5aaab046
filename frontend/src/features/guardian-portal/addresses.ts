import { createPortalMenuStore } from '@/components/portal-shell';

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

export const useGuardianMenuStore = createPortalMenuStore<GuardianMenuItem>('home');
