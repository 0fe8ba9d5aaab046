import { IconHome, IconMessages, IconUser } from '@tabler/icons-react';
import { createElement } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import { MessagesScreen, MessagingLive, UnreadBadge } from '@/features/messaging';
import { NotificationBell } from '@/features/notifications';
import type { GuardianUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { ChildSwitcher } from './components/child-switcher';
import { useFollowChildren } from './hooks/use-follow-children';
import { useGuardianMenuStore, type GuardianMenuItem } from './stores/guardian-menu-store';

const GuardianHomeScreen = lazyNamed(() => import('./components/home-screen'), 'GuardianHomeScreen');
const GuardianProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'GuardianProfileScreen');

type GuardianScreenProps = PortalScreenProps<GuardianUser>;

function HomeScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianHomeScreen, { guardian: user, title });
}

function ProfileScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianProfileScreen, { guardian: user, title });
}

function GuardianMessagesScreen({ user, title }: GuardianScreenProps) {
  return createElement(MessagesScreen, { role: 'guardian', me: user, title });
}

function GuardianUnreadBadge() {
  return createElement(UnreadBadge, { role: 'guardian' });
}

/** While signed in: messages and who is online, and the guardian's children followed live. */
function GuardianLive({ user }: { user: GuardianUser }) {
  useFollowChildren();
  return createElement(MessagingLive, { role: 'guardian', userId: user._id });
}

/**
 * The guardian portal: its menu in order, each item's screen, the child switcher above every
 * screen, and a top-bar picture that opens the account menu. The chosen child's Today and
 * timetable, attendance and grades are menu items to add here (and to `GuardianMenuItem`),
 * each screen reading the child from `useChosenChild`. The live channel (`Live`) carries
 * messages, notifications for the bell (`Bell`) and changes to the guardian's children.
 */
export const GUARDIAN_PORTAL: PortalDefinition<GuardianMenuItem, GuardianUser> = {
  navLabel: 'Guardian menu',
  useMenuStore: useGuardianMenuStore,
  avatar: 'account-menu',
  ScreenHeader: ChildSwitcher,
  Live: GuardianLive,
  Bell: NotificationBell,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: HomeScreen },
    profile: { icon: IconUser, label: (g) => g.full_name, Screen: ProfileScreen },
    messages: { icon: IconMessages, label: () => 'Messages', Screen: GuardianMessagesScreen, Badge: GuardianUnreadBadge },
  },
};
