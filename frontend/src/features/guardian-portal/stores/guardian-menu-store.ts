import { createPortalMenuStore } from '@/components/portal-shell';

/**
 * The guardian portal's menu items. Today and the timetable, attendance and grades of the
 * chosen child join here (and in `menu.ts`) as their screens are built.
 */
export type GuardianMenuItem = 'home' | 'profile' | 'messages';

export const useGuardianMenuStore = createPortalMenuStore<GuardianMenuItem>('home');
