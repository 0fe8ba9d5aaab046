import { Stack } from '@mantine/core';
import {
  IconBooks,
  IconCalendarWeek,
  IconClipboardCheck,
  IconHome,
  IconListNumbers,
  IconReportAnalytics,
  IconMessages,
  IconNotebook,
  IconSpeakerphone,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { createElement, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import type { PortalDefinition, PortalScreenProps } from '@/components/portal-shell';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { AttendanceScreen, ClassAttendanceActions } from '@/features/attendance';
import { AnnouncementsScreen, ClassworkReviewScreen, ClassworkScreen } from '@/features/classwork';
import { AdvisoryGradesScreen, GradebookScreen } from '@/features/grades';
import { MessagesScreen, MessagingLive, UnreadBadge } from '@/features/messaging';
import { NewsFeedScreen } from '@/features/news';
import { TimetableScreen, TodayCard } from '@/features/timetable';
import type { TeacherUser } from '@/types/api';
import { lazyNamed } from '@/lib/lazy-named';
import { useScreenAddress } from '@/lib/screen-address';
import { useAdvisoryClasses } from './api/get-advisory-classes';
import { useTaughtSubjects } from './api/get-teacher-subjects';
import { classworkAddress, classworkReviewAddress, useTeacherMenu, type TeacherMenuItem } from './addresses';
import { TeacherHomeCards } from './components/home-cards';

const AdvisoryScreen = lazyNamed(() => import('./components/advisory-screen'), 'AdvisoryScreen');
const TeacherClassesScreen = lazyNamed(() => import('./components/classes-screen'), 'TeacherClassesScreen');
const ProfileScreen = lazyNamed(() => import('./components/profile-screen'), 'TeacherProfileScreen');

type TeacherScreenProps = PortalScreenProps<TeacherUser>;

/**
 * Home: today's lessons, then what needs the teacher today (the day's registers with their
 * state, each opening its roll call on the Attendance screen; the gradebooks to submit; the
 * advisory class's absences; unread messages), then the school's news as before.
 */
function TeacherHomeScreen(props: TeacherScreenProps) {
  return createElement(
    Stack,
    { gap: 'lg' },
    createElement(TodayCard, { detail: 'section' }),
    createElement(TeacherHomeCards, { adviser: props.user.advisoryClass.length > 0 }),
    createElement(NewsFeedScreen, props),
  );
}

function TeacherTimetableScreen({ title }: TeacherScreenProps) {
  return createElement(TimetableScreen, { viewer: 'teacher', title });
}

/** The subjects taught as a picker's choices ("Mathematics · Grade 7 - Rizal"), with their load. */
function useTaughtSubjectChoices() {
  const taught = useTaughtSubjects();
  const list = useMemo(
    () =>
      taught.data?.subjects.map((subject) => ({
        value: subject._id,
        label: `${subject.subject} · ${subject.levelName} - ${subject.sectionName}`,
      })),
    [taught.data],
  );
  return { list, load: taught };
}

/**
 * The Attendance screen's choices: the subjects taught ("Mathematics · Grade 7 - Rizal") and the
 * sections advised ("Grade 7 - Rizal").
 */
function TeacherAttendanceScreen({ user, title }: TeacherScreenProps) {
  const subjects = useTaughtSubjectChoices();
  const advisory = useAdvisoryClasses();
  const advised = advisory.data ?? user.advisoryClass;
  const sections = useMemo(
    () => advised.map((section) => ({ value: section.sectionID, label: `${section.level} - ${section.section}` })),
    [advised],
  );
  return createElement(AttendanceScreen, {
    title,
    subjects,
    sections: { list: sections, load: advisory },
  });
}

/** 'Attendance' on a subject's or an advisory section's screen; its buttons open the Attendance screen. */
function useClassAttendance() {
  const setActive = useTeacherMenu((state) => state.setActive);
  return useCallback(
    (place: { kind: 'subject'; subjectID: string } | { kind: 'section'; sectionID: string }): ReactNode =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(ClassAttendanceActions, { place, onOpen: (register) => setActive('attendance', register) }),
      ),
    [setActive],
  );
}

function TeacherClassesWithAttendance({ title }: TeacherScreenProps) {
  const actions = useClassAttendance();
  return createElement(TeacherClassesScreen, {
    title,
    subjectActions: (subjectID: string) => actions({ kind: 'subject', subjectID }),
  });
}

function TeacherProfileScreen({ user, title }: TeacherScreenProps) {
  return createElement(ProfileScreen, { teacher: user, title });
}

function TeacherAdvisoryScreen({ user, title }: TeacherScreenProps) {
  const actions = useClassAttendance();
  return createElement(AdvisoryScreen, {
    teacher: user,
    title,
    sectionActions: (sectionID: string) => actions({ kind: 'section', sectionID }),
  });
}

function TeacherGradesScreen({ title }: TeacherScreenProps) {
  return createElement(GradebookScreen, { title });
}

/** 'Classwork': posted to the subjects taught, which its class picker offers. */
function TeacherClassworkList({ title }: { title: string }) {
  const classes = useTaughtSubjectChoices();
  return createElement(ClassworkScreen, {
    title,
    classes,
    reviewAddress: (assignment: { _id: string }) => classworkReviewAddress(assignment._id),
  });
}

/**
 * 'Classwork' at /teacher/classwork, and the work on one piece at /teacher/classwork/{id}
 * (the menu's 'Classwork' stays chosen there).
 */
function TeacherClassworkScreen({ title }: TeacherScreenProps) {
  const { rest, home } = useScreenAddress();
  if (rest.length === 0) return createElement(TeacherClassworkList, { title });
  if (rest.length > 1) return createElement(NotFoundScreen, { home });
  return createElement(ClassworkReviewScreen, { key: rest[0], assignmentID: rest[0], title, listAddress: classworkAddress() });
}

/**
 * Every section the teacher advises or teaches, once each ("Grade 7 - Rizal"): the sections
 * advised first, then those of the subjects taught, with the subjects' load (the sections
 * advised show from the session until it is asked again).
 */
function useAdvisedOrTaughtSections(user: TeacherUser) {
  const taught = useTaughtSubjects();
  const advisory = useAdvisoryClasses();
  const advised = advisory.data ?? user.advisoryClass;
  const list = useMemo(() => {
    if (!taught.data) return undefined;
    const sections = new Map<string, string>();
    for (const section of advised) sections.set(section.sectionID, `${section.level} - ${section.section}`);
    for (const subject of taught.data.subjects) {
      if (!sections.has(subject.section)) sections.set(subject.section, `${subject.levelName} - ${subject.sectionName}`);
    }
    return [...sections].map(([value, label]) => ({ value, label }));
  }, [advised, taught.data]);
  return { list, load: taught };
}

/** 'Announcements': to a section the teacher advises or teaches, which its class picker offers. */
function TeacherAnnouncementsScreen({ user, title }: TeacherScreenProps) {
  const classes = useAdvisedOrTaughtSections(user);
  return createElement(AnnouncementsScreen, { title, classes });
}

function TeacherAdvisoryGradesScreen({ user, title }: TeacherScreenProps) {
  return createElement(AdvisoryGradesScreen, { title, sections: user.advisoryClass });
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
  useMenu: useTeacherMenu,
  avatar: 'account-menu',
  Live: TeacherLive,
  menu: {
    home: { icon: IconHome, label: () => 'Home', Screen: TeacherHomeScreen },
    profile: { icon: IconUser, label: (t) => t.full_name, Screen: TeacherProfileScreen },
    classes: { icon: IconBooks, label: () => 'Classes', Screen: TeacherClassesWithAttendance },
    timetable: { icon: IconCalendarWeek, label: () => 'Timetable', Screen: TeacherTimetableScreen },
    attendance: { icon: IconClipboardCheck, label: () => 'Attendance', Screen: TeacherAttendanceScreen },
    grades: { icon: IconListNumbers, label: () => 'Grades', Screen: TeacherGradesScreen },
    classwork: { icon: IconNotebook, label: () => 'Classwork', Screen: TeacherClassworkScreen },
    announcements: { icon: IconSpeakerphone, label: () => 'Announcements', Screen: TeacherAnnouncementsScreen },
    advisoryGrades: {
      icon: IconReportAnalytics,
      label: () => 'Advisory grades',
      Screen: TeacherAdvisoryGradesScreen,
      shown: (teacher) => teacher.advisoryClass.length > 0,
    },
    messages: { icon: IconMessages, label: () => 'Messages', Screen: TeacherMessagesScreen, Badge: TeacherUnreadBadge },
    advisory: { icon: IconUsersGroup, label: () => 'Advisory Classes', Screen: TeacherAdvisoryScreen },
  },
};
