import {
  IconHome,
  IconMessages,
  IconNotes,
  IconSchool,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon';
import { NewsFeedScreen } from '@/features/news';
import { NewslettersReadingScreen } from '@/features/newsletters';
import type { StudentUser } from '@/types/api';
import { ClassScreen } from './components/class-screen';
import { ProfileScreen } from './components/profile-screen';

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
  Screen: ComponentType<{ student: StudentUser; title: string }>;
}

/** The student portal's screens in menu order; swap `Screen` to ship the real one. */
export const STUDENT_MENU: Record<StudentMenuItem, StudentMenuEntry> = {
  home: { icon: IconHome, label: () => 'Home', title: () => 'News and announcements', Screen: NewsFeedScreen },
  profile: { icon: IconUser, label: (s) => s.full_name, title: (s) => s.full_name, Screen: ProfileScreen },
  class: { icon: IconSchool, label: classLabel, title: classLabel, Screen: ClassScreen },
  messages: { icon: IconMessages, label: () => 'Messages', title: () => 'Messages', Screen: ComingSoon },
  newsletters: {
    icon: IconNotes,
    label: () => 'General Newsletters / Memos',
    title: () => 'General Newsletters / Memos',
    Screen: NewslettersReadingScreen,
  },
};

export const STUDENT_MENU_ORDER = Object.keys(STUDENT_MENU) as StudentMenuItem[];
