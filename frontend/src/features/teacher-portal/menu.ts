import {
  IconBooks,
  IconHome,
  IconMessages,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { createElement, type ComponentType } from 'react';
import { MessagesScreen, MessagingLive, UnreadBadge } from '@/features/messaging';
import { NewsFeedScreen } from '@/features/news';
import type { TeacherUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';

const AdvisoryScreen = lazyNamed(() => import('./components/advisory-screen'), 'AdvisoryScreen');
const TeacherClassesScreen = lazyNamed(() => import('./components/classes-screen'), 'TeacherClassesScreen');
const TeacherProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'TeacherProfileScreen');

export type TeacherMenuItem = 'home' | 'profile' | 'classes' | 'messages' | 'advisory';

export const DEFAULT_TEACHER_MENU_ITEM: TeacherMenuItem = 'home';

interface TeacherMenuEntry {
  icon: Icon;
  /** Side-menu label, also the content panel's heading. */
  label: (teacher: TeacherUser) => string;
  Screen: ComponentType<{ teacher: TeacherUser; title: string }>;
  /** Shown beside the label, e.g. the unread count of Messages. */
  Badge?: ComponentType;
}

function TeacherMessagesScreen({ teacher, title }: { teacher: TeacherUser; title: string }) {
  return createElement(MessagesScreen, { role: 'teacher', me: teacher, title });
}

function TeacherUnreadBadge() {
  return createElement(UnreadBadge, { role: 'teacher' });
}

/** Kept mounted while the teacher is signed in: the live channel (messages, who is online). */
export const TEACHER_LIVE: ComponentType<{ teacher: TeacherUser }> = ({ teacher }) =>
  createElement(MessagingLive, { role: 'teacher', userId: teacher._id });

/** The teacher portal's screens in menu order; swap `Screen` to ship the real one. */
export const TEACHER_MENU: Record<TeacherMenuItem, TeacherMenuEntry> = {
  home: { icon: IconHome, label: () => 'Home', Screen: NewsFeedScreen },
  profile: { icon: IconUser, label: (t) => t.full_name, Screen: TeacherProfileScreen },
  classes: { icon: IconBooks, label: () => 'Classes', Screen: TeacherClassesScreen },
  messages: { icon: IconMessages, label: () => 'Messages', Screen: TeacherMessagesScreen, Badge: TeacherUnreadBadge },
  advisory: { icon: IconUsersGroup, label: () => 'Advisory Classes', Screen: AdvisoryScreen },
};

export const TEACHER_MENU_ORDER = Object.keys(TEACHER_MENU) as TeacherMenuItem[];
