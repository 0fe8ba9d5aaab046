import { createPortalMenuStore } from '@/components/portal-shell';

/**
 * The guardian portal's menu items. Today and the timetable, attendance and grades of the
 * chosen child join here (and in `menu.ts`) as their screens are built.
 */
export type GuardianMenuItem = 'home' | 'absence-notes' | 'profile';

export const useGuardianMenuStore = createPortalMenuStore<GuardianMenuItem>('home');
