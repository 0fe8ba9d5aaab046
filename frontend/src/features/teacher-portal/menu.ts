import { Stack } from '@mantine/core';
import {
  IconBooks,
  IconCalendarWeek,
  IconClipboardCheck,
  IconHome,
  IconMessages,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { createElement, Suspense, useCallback } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import { AttendanceScreen, LessonRegisterButton } from '@/features/attendance';
import { MessagesScreen, MessagingLive, UnreadBadge } from '@/features/messaging';
import { NewsFeedScreen } from '@/features/news';
import { TimetableScreen, TodayCard } from '@/features/timetable';
import type { Lesson, TeacherUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { useTeacherMenuStore, type TeacherMenuItem } from './stores/teacher-menu-store';

const AdvisoryScreen = lazyNamed(() => import('./components/advisory-screen'), 'AdvisoryScreen');
const TeacherClassesScreen = lazyNamed(() => import('./components/classes-screen'), 'TeacherClassesScreen');
const ProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'TeacherProfileScreen');

type TeacherScreenProps = PortalScreenProps<TeacherUser>;

/**
 * Home: today's lessons, each with 'Take register' (which opens its roll call on the Attendance
 * screen), then the school's news as before.
 */
function TeacherHomeScreen(props: TeacherScreenProps) {
  const setActive = useTeacherMenuStore((state) => state.setActive);
  const lessonAction = useCallback(
    (lesson: Lesson, date: string) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(LessonRegisterButton, { lesson, date, onOpen: () => setActive('attendance') }),
      ),
    [setActive],
  );
  return createElement(
    Stack,
    { gap: 'lg' },
    createElement(TodayCard, { detail: 'section', lessonAction }),
    createElement(NewsFeedScreen, props),
  );
}

function TeacherTimetableScreen({ title }: TeacherScreenProps) {
  return createElement(TimetableScreen, { viewer: 'teacher', title });
}

function TeacherAttendanceScreen({ title }: TeacherScreenProps) {
  return createElement(AttendanceScreen, { title });
}

function TeacherProfileScreen({ user, title }: TeacherScreenProps) {
  return createElement(ProfileScreen, { teacher: user, title });
}

function TeacherAdvisoryScreen({ user, title }: TeacherScreenProps) {
  return createElement(AdvisoryScreen, { teacher: user, title });
}

function TeacherMessagesScreen({ user, title }: TeacherScreenProps) {
  return createElement(MessagesScreen, { role: 'teacher', me: user, title });
}

function TeacherUnreadBadge() {
  return createElement(UnreadBadge, { role: 'teacher' });
}

function TeacherLive({ user }: { user: TeacherUser }) {
  return createElement(MessagingLive, { role: 'teacher', userId: user._id });
}

/**
 * The teacher portal: its menu in order (each label is also its screen's heading), each item's
 * screen, and a top-bar picture that opens a Sign Out menu.
 */
export const TEACHER_PORTAL: PortalDefinition<TeacherMenuItem, TeacherUser> = {
  navLabel: 'Teacher menu',
  useMenuStore: useTeacherMenuStore,
  avatar: 'account-menu',
  Live: TeacherLive,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: TeacherHomeScreen },
    profile: { icon: IconUser, label: (t) => t.full_name, Screen: TeacherProfileScreen },
    classes: { icon: IconBooks, label: () => 'Classes', Screen: TeacherClassesScreen },
    timetable: { icon: IconCalendarWeek, label: () => 'Timetable', Screen: TeacherTimetableScreen },
    attendance: { icon: IconClipboardCheck, label: () => 'Attendance', Screen: TeacherAttendanceScreen },
    messages: { icon: IconMessages, label: () => 'Messages', Screen: TeacherMessagesScreen, Badge: TeacherUnreadBadge },
    advisory: { icon: IconUsersGroup, label: () => 'Advisory Classes', Screen: TeacherAdvisoryScreen },
  },
};
