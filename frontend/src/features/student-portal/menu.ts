import { Stack } from '@mantine/core';
import {
  IconCalendarWeek,
  IconCash,
  IconClipboardCheck,
  IconHome,
  IconListNumbers,
  IconMessages,
  IconNotebook,
  IconNotes,
  IconSchool,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { createElement } from 'react';
import { addressOf, type PortalDefinition, type PortalScreenProps } from '@/components/portal-shell';
import { MyAttendanceScreen } from '@/features/attendance';
import { ClassStreamScreen, ClassworkHomeCard, MyClassworkScreen, useClassworkLive } from '@/features/classwork';
import { OwnFeesScreen, WhileStudentsSeeFees } from '@/features/fees';
import { MyGradesScreen } from '@/features/grades';
import { MessagesScreen, MessagingLive, UnreadBadge, useSendMessageTo } from '@/features/messaging';
import { NewsFeedScreen } from '@/features/news';
import { NewslettersReadingScreen } from '@/features/newsletters';
import { NotificationBell } from '@/features/notifications';
import { TimetableScreen, TodayCard } from '@/features/timetable';
import type { StudentUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { useFollowPlacement } from './hooks/use-follow-placement';
import { STUDENT_ADDRESSES, useStudentMenu, type StudentMenuItem } from './addresses';
import { StudentHomeCards } from './components/home-cards';

const ClassScreen = lazyNamed(() => import('./components/class-screen'), 'ClassScreen');
const ProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'ProfileScreen');

type StudentScreenProps = PortalScreenProps<StudentUser>;

/** "{level} - {section}", or "My Class" while the student has no section yet. */
function classLabel(student: StudentUser): string {
  return student.level && student.section ? `${student.level} - ${student.section}` : 'My Class';
}

/**
 * Home: today's lessons, the latest grades, the term's attendance and the classwork due this week
 * and missing, then the school's news as before.
 */
function StudentHomeScreen(props: StudentScreenProps) {
  return createElement(
    Stack,
    { gap: 'lg' },
    createElement(TodayCard, { detail: 'teacher' }),
    createElement(StudentHomeCards, null, createElement(ClassworkHomeCard, { to: addressOf(STUDENT_ADDRESSES, 'classwork') })),
    createElement(NewsFeedScreen, props),
  );
}

function StudentTimetableScreen({ title }: StudentScreenProps) {
  return createElement(TimetableScreen, { viewer: 'student', title });
}

function StudentAttendanceScreen({ user, title }: StudentScreenProps) {
  return createElement(MyAttendanceScreen, { studentID: user._id, title });
}

function StudentClassworkScreen({ title }: StudentScreenProps) {
  return createElement(MyClassworkScreen, { title });
}

/** 'Class stream': the announcements to the student's section, each with 'Reply', which messages its teacher. */
function StudentStreamScreen({ title }: StudentScreenProps) {
  const reply = useSendMessageTo();
  return createElement(ClassStreamScreen, { title, stream: { of: 'student' }, reply });
}

function StudentGradesScreen({ user, title }: StudentScreenProps) {
  return createElement(MyGradesScreen, { studentID: user._id, title });
}

function StudentFeesScreen({ user, title }: StudentScreenProps) {
  return createElement(OwnFeesScreen, { studentID: user._id, title });
}

function StudentProfileScreen({ user, title }: StudentScreenProps) {
  return createElement(ProfileScreen, { student: user, title });
}

function StudentClassScreen({ user, title }: StudentScreenProps) {
  return createElement(ClassScreen, { student: user, title });
}

/** The student's Messages has a back button that returns Home. */
function StudentMessagesScreen({ user, title, goHome }: StudentScreenProps) {
  return createElement(MessagesScreen, { role: 'student', me: user, title, onBack: goHome });
}

function StudentUnreadBadge() {
  return createElement(UnreadBadge, { role: 'student' });
}

/** While signed in: messages and who is online, the student's section and classwork followed live. */
function StudentLive({ user }: { user: StudentUser }) {
  useFollowPlacement();
  useClassworkLive();
  return createElement(MessagingLive, { role: 'student', userId: user._id });
}

/** The student portal: its menu in order, each item's screen, the bell and the picture in the top bar. */
export const STUDENT_PORTAL: PortalDefinition<StudentMenuItem, StudentUser> = {
  navLabel: 'Student menu',
  useMenu: useStudentMenu,
  avatar: 'picture',
  Live: StudentLive,
  Bell: NotificationBell,
  menu: {
    home: { icon: IconHome, label: () => 'Home', title: () => 'News and announcements', Screen: StudentHomeScreen },
    profile: { icon: IconUser, label: (s) => s.full_name, Screen: StudentProfileScreen },
    class: { icon: IconSchool, label: classLabel, Screen: StudentClassScreen },
    classwork: { icon: IconNotebook, label: () => 'Classwork', Screen: StudentClassworkScreen },
    stream: { icon: IconSpeakerphone, label: () => 'Class stream', Screen: StudentStreamScreen },
    timetable: { icon: IconCalendarWeek, label: () => 'Timetable', Screen: StudentTimetableScreen },
    attendance: { icon: IconClipboardCheck, label: () => 'Attendance', Screen: StudentAttendanceScreen },
    grades: { icon: IconListNumbers, label: () => 'Grades', Screen: StudentGradesScreen },
    // Listed while the school shows students their fees; its address says so when it does not.
    fees: { icon: IconCash, label: () => 'Fees', Screen: StudentFeesScreen, MenuGate: WhileStudentsSeeFees },
    messages: { icon: IconMessages, label: () => 'Messages', Screen: StudentMessagesScreen, Badge: StudentUnreadBadge },
    newsletters: { icon: IconNotes, label: () => 'General Newsletters / Memos', Screen: NewslettersReadingScreen },
  },
};
