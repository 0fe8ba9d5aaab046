import {
  IconCalendarWeek,
  IconCash,
  IconClipboardCheck,
  IconHome,
  IconListNumbers,
  IconMessages,
  IconBook2,
  IconNews,
  IconNotebook,
  IconNotes,
  IconSchool,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { createElement } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import { MyAttendanceScreen } from '@/features/attendance';
import { ChildClassworkHomeCard, ChildClassworkScreen, ClassStreamScreen, useClassworkLive } from '@/features/classwork';
import { ChildFeesScreen } from '@/features/fees';
import { ChildGradesScreen } from '@/features/grades';
import { NewsFeedScreen } from '@/features/news';
import { NewslettersReadingScreen } from '@/features/newsletters';
import { MessagesScreen, MessagingLive, UnreadBadge, useSendMessageTo } from '@/features/messaging';
import { NotificationBell, type Notification } from '@/features/notifications';
import { ChildTimetableScreen } from '@/features/timetable';
import type { GuardianUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { AlertActions } from './components/alert-actions';
import { ChildSwitcher } from './components/child-switcher';
import { ChosenChildScreen } from './components/chosen-child-screen';
import { useFollowChildren } from './hooks/use-follow-children';
import { childAddress, useGuardianMenu, type GuardianMenuItem } from './addresses';
import type { Child } from './types';

const GuardianHomeScreen = lazyNamed(() => import('./components/home-screen'), 'GuardianHomeScreen');
const GuardianProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'GuardianProfileScreen');
const GuardianAbsenceNotesScreen = lazyNamed(() => import('./components/absence-notes-screen'), 'AbsenceNotesScreen');
const GuardianTeachersScreen = lazyNamed(() => import('./components/teachers-screen'), 'GuardianTeachersScreen');

type GuardianScreenProps = PortalScreenProps<GuardianUser>;

/** Said under the heading of the chosen child's Attendance. */
const CHILD_ATTENDANCE_INTRO = 'What the registers say this term. Ask the adviser if something looks wrong.';

/** The chosen child's classwork on Home: due this week and missing, leading to their Classwork screen. */
function childCards(child: Child) {
  return createElement(ChildClassworkHomeCard, {
    studentID: child._id,
    childName: child.first_name,
    to: childAddress('classwork', child._id),
  });
}

function HomeScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianHomeScreen, { guardian: user, title, childCards });
}

function AbsenceNotesScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianAbsenceNotesScreen, { guardian: user, title });
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

/** While signed in: messages and who is online, the guardian's children and their classwork followed live. */
function GuardianLive({ user }: { user: GuardianUser }) {
  useFollowChildren();
  useClassworkLive();
  return createElement(MessagingLive, { role: 'guardian', userId: user._id });
}

/** A guardian's attendance notifications are alerts: 'Seen' and a one-line reply under each. */
function alertActions(notification: Notification) {
  return notification.kind === 'attendance' ? createElement(AlertActions, { notificationId: notification._id }) : null;
}

/** The bell, with 'Seen' and a reply under each alert. */
function GuardianBell() {
  return createElement(NotificationBell, { actions: alertActions });
}

/** A screen of another area about the chosen child, shown once the children are loaded. */
function aboutChild(screen: (child: Child, title: string) => ReturnType<typeof createElement>) {
  return function ChildScreen({ user, title }: GuardianScreenProps) {
    return createElement(ChosenChildScreen, { guardian: user, title, children: (child: Child) => screen(child, title) });
  };
}

const TimetableScreen = aboutChild((child, title) => createElement(ChildTimetableScreen, { studentID: child._id, title }));
const AttendanceScreen = aboutChild((child, title) =>
  createElement(MyAttendanceScreen, { studentID: child._id, title, intro: CHILD_ATTENDANCE_INTRO }),
);
const GradesScreen = aboutChild((child, title) =>
  createElement(ChildGradesScreen, { studentID: child._id, childName: child.full_name, title }),
);
const ClassworkScreen = aboutChild((child, title) =>
  createElement(ChildClassworkScreen, { studentID: child._id, childName: child.first_name, title }),
);
/** The chosen child's class stream: what went to the guardians of their section, each with 'Reply'. */
function ChildStreamScreen({ studentID, title }: { studentID: string; title: string }) {
  const reply = useSendMessageTo();
  return createElement(ClassStreamScreen, { title, stream: { of: 'child', studentID }, reply });
}
const StreamScreen = aboutChild((child, title) => createElement(ChildStreamScreen, { studentID: child._id, title }));
const FeesScreen = aboutChild((child, title) => createElement(ChildFeesScreen, { studentID: child._id, title }));

function TeachersScreen({ user, title }: GuardianScreenProps) {
  return createElement(GuardianTeachersScreen, { guardian: user, title });
}

/**
 * The guardian portal: its menu in order, each item's screen, the child switcher above every
 * screen, and a top-bar picture that opens the account menu. Every screen about a child reads
 * it from `useChosenChild` (through `ChosenChildScreen`); the news and newsletters are the
 * school's, as every portal shows them. The live channel (`Live`) carries messages,
 * notifications for the bell (`Bell`, with 'Seen' and a reply under each alert) and changes to
 * the guardian's children.
 */
export const GUARDIAN_PORTAL: PortalDefinition<GuardianMenuItem, GuardianUser> = {
  navLabel: 'Guardian menu',
  useMenu: useGuardianMenu,
  avatar: 'account-menu',
  ScreenHeader: ChildSwitcher,
  Live: GuardianLive,
  Bell: GuardianBell,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: HomeScreen },
    timetable: { icon: IconCalendarWeek, label: () => 'Timetable', Screen: TimetableScreen },
    attendance: { icon: IconClipboardCheck, label: () => 'Attendance', Screen: AttendanceScreen },
    grades: { icon: IconListNumbers, label: () => 'Grades', Screen: GradesScreen },
    classwork: { icon: IconBook2, label: () => 'Classwork', Screen: ClassworkScreen },
    stream: { icon: IconSpeakerphone, label: () => 'Class stream', Screen: StreamScreen },
    'absence-notes': { icon: IconNotebook, label: () => 'Absence notes', Screen: AbsenceNotesScreen },
    teachers: { icon: IconSchool, label: () => 'Teachers', Screen: TeachersScreen },
    fees: { icon: IconCash, label: () => 'Fees', Screen: FeesScreen },
    news: { icon: IconNews, label: () => 'News and announcements', Screen: NewsFeedScreen },
    newsletters: { icon: IconNotes, label: () => 'General Newsletters / Memos', Screen: NewslettersReadingScreen },
    messages: { icon: IconMessages, label: () => 'Messages', Screen: GuardianMessagesScreen, Badge: GuardianUnreadBadge },
    profile: { icon: IconUser, label: (g) => g.full_name, Screen: ProfileScreen },
  },
};
