import {
  IconHome,
  IconMessages,
  IconNotes,
  IconSchool,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { createElement, type ComponentType } from 'react';
import { MessagesScreen, MessagingLive, UnreadBadge } from '@/features/messaging';
import { NewsFeedScreen } from '@/features/news';
import { NewslettersReadingScreen } from '@/features/newsletters';
import type { StudentUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';

const ClassScreen = lazyNamed(() => import('./components/class-screen'), 'ClassScreen');
const ProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'ProfileScreen');

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'messages' | 'newsletters';

export const DEFAULT_STUDENT_MENU_ITEM: StudentMenuItem = 'home';

/** "{level} - {section}", or "My Class" while the student has no section yet. */
export function classLabel(student: StudentUser): string {
  return student.level && student.section ? `${student.level} - ${student.section}` : 'My Class';
}

interface StudentMenuEntry {
  icon: Icon;
  /** Side-menu label. */
  label: (student: StudentUser) => string;
  /** Heading of the content panel. */
  title: (student: StudentUser) => string;
  Screen: ComponentType<StudentScreenProps>;
  /** Shown beside the label, e.g. the unread count of Messages. */
  Badge?: ComponentType;
}

/** What every student screen is given. */
export interface StudentScreenProps {
  student: StudentUser;
  title: string;
  /** Back to Home (the Messages back button). */
  goHome: () => void;
}

function StudentMessagesScreen({ student, title, goHome }: StudentScreenProps) {
  return createElement(MessagesScreen, { role: 'student', me: student, title, onBack: goHome });
}

function StudentUnreadBadge() {
  return createElement(UnreadBadge, { role: 'student' });
}

/** Kept mounted while the student is signed in: the live channel (messages, who is online). */
export const STUDENT_LIVE: ComponentType<{ student: StudentUser }> = ({ student }) =>
  createElement(MessagingLive, { role: 'student', userId: student._id });

/** The student portal's screens in menu order; swap `Screen` to ship the real one. */
export const STUDENT_MENU: Record<StudentMenuItem, StudentMenuEntry> = {
  home: { icon: IconHome, label: () => 'Home', title: () => 'News and announcements', Screen: NewsFeedScreen },
  profile: { icon: IconUser, label: (s) => s.full_name, title: (s) => s.full_name, Screen: ProfileScreen },
  class: { icon: IconSchool, label: classLabel, title: classLabel, Screen: ClassScreen },
  messages: {
    icon: IconMessages,
    label: () => 'Messages',
    title: () => 'Messages',
    Screen: StudentMessagesScreen,
    Badge: StudentUnreadBadge,
  },
  newsletters: {
    icon: IconNotes,
    label: () => 'General Newsletters / Memos',
    title: () => 'General Newsletters / Memos',
    Screen: NewslettersReadingScreen,
  },
};

export const STUDENT_MENU_ORDER = Object.keys(STUDENT_MENU) as StudentMenuItem[];
