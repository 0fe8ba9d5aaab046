import { IconHome, IconNotes, IconUser } from '@tabler/icons-react';
import { createElement } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import type { GuardianUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { ChildSwitcher } from './components/child-switcher';
import { useGuardianMenuStore, type GuardianMenuItem } from './stores/guardian-menu-store';

const GuardianHomeScreen = lazyNamed(() => import('./components/home-screen'), 'GuardianHomeScreen');
const GuardianProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'GuardianProfileScreen');
const GuardianAbsenceNotesScreen = lazyNamed(() => import('./components/absence-notes-screen'), 'AbsenceNotesScreen');

type GuardianScreenProps = PortalScreenProps<GuardianUser>;

function HomeScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianHomeScreen, { guardian: user, title });
}

function AbsenceNotesScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianAbsenceNotesScreen, { guardian: user, title });
}

function ProfileScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianProfileScreen, { guardian: user, title });
}

/**
 * The guardian portal: its menu in order, each item's screen, the child switcher above every
 * screen, and a top-bar picture that opens the account menu. The chosen child's Today and
 * timetable, attendance and grades are menu items to add here (and to `GuardianMenuItem`),
 * each screen reading the child from `useChosenChild`; the live channel (`Live`) and the
 * notification bell (`Bell`) join once the server opens them to guardians.
 */
export const GUARDIAN_PORTAL: PortalDefinition<GuardianMenuItem, GuardianUser> = {
  navLabel: 'Guardian menu',
  useMenuStore: useGuardianMenuStore,
  avatar: 'account-menu',
  ScreenHeader: ChildSwitcher,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: HomeScreen },
    'absence-notes': { icon: IconNotes, label: () => 'Absence notes', Screen: AbsenceNotesScreen },
    profile: { icon: IconUser, label: (g) => g.full_name, Screen: ProfileScreen },
  },
};
