import { IconHome, IconNotes, IconUser } from '@tabler/icons-react';
import { createElement } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import { NotificationBell, type Notification } from '@/features/notifications';
import type { GuardianUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { AlertActions } from './components/alert-actions';
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

/** A guardian's attendance notifications are alerts: 'Seen' and a one-line reply under each. */
function alertActions(notification: Notification) {
  return notification.kind === 'attendance' ? createElement(AlertActions, { notificationId: notification._id }) : null;
}

/** The bell, with 'Seen' and a reply under each alert. */
function GuardianBell() {
  return createElement(NotificationBell, { actions: alertActions });
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
  Bell: GuardianBell,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: HomeScreen },
    'absence-notes': { icon: IconNotes, label: () => 'Absence notes', Screen: AbsenceNotesScreen },
    profile: { icon: IconUser, label: (g) => g.full_name, Screen: ProfileScreen },
  },
};
