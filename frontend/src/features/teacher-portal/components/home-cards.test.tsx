import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { RegisterSummary, TeacherHomeView } from '@/types/wire';
import { TeacherHomeCards } from './home-cards';
import { TEACHER_HOME_TEXTS } from './home-texts';

const register = (changes: Partial<RegisterSummary>): RegisterSummary => ({
  kind: 'lesson',
  scheduleID: 'sch-math',
  subjectID: 'sub-math',
  subject: 'Mathematics',
  sectionID: 'sec-1',
  section: 'Rizal',
  level: 'Grade 7',
  startTime: '07:30 AM',
  endTime: '08:20 AM',
  date: '2026-11-24',
  taken: false,
  takenAt: null,
  takenBy: null,
  counts: null,
  ...changes,
});

const quarter = { _id: 'q2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-11-06' };

const busyDay: TeacherHomeView = {
  day: {
    date: '2026-11-24',
    schoolDay: true,
    noSchoolDay: null,
    registers: [
      register({ kind: 'daily', scheduleID: null, subjectID: null, subject: null, startTime: null, endTime: null, taken: true, counts: { present: 38, late: 0, absent: 1, excused: 0 } }),
      register({}),
    ],
  },
  term: quarter,
  gradebooks: [
    { subjectID: 'sub-math', subject: 'Mathematics', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7', submitted: false },
    { subjectID: 'sub-sci', subject: 'Science', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7', submitted: true },
  ],
  advisoryMarks: [
    { studentID: 's-1', name: 'Juan Cruz', sectionID: 'sec-1', code: 'absent', lessons: 0 },
    { studentID: 's-2', name: 'Ana Reyes', sectionID: 'sec-1', code: 'late', lessons: 2 },
  ],
  unreadMessages: 3,
};

function renderCards(answer: TeacherHomeView, adviser = true) {
  const fetchMock = mockFetch((path) =>
    path.startsWith('/api/teachers/home?') ? jsonResponse(200, answer) : jsonResponse(404, { message: 'Not found.' }),
  );
  return { ...renderAtAddress(<TeacherHomeCards adviser={adviser} />, '/teacher'), fetchMock };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('TeacherHomeCards', () => {
  it("shows today's registers, the gradebooks to submit, the advisory class's marks and unread messages, each linking to its screen", async () => {
    const { fetchMock } = renderCards(busyDay);

    const registers = await screen.findByRole('region', { name: 'Registers today' });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/teachers\/home\?date=\d{4}-\d{2}-\d{2}$/), expect.anything());
    expect(within(registers).getByRole('link', { name: '1 of 2 registers taken' })).toHaveAttribute('href', '/teacher/attendance');
    expect(within(registers).getByText('Taken · 38 present, 1 absent')).toBeInTheDocument();
    expect(within(registers).getByRole('link', { name: 'Open register: Daily register · Grade 7 Rizal' })).toHaveAttribute(
      'href',
      '/teacher/attendance/daily/sec-1/2026-11-24',
    );
    expect(within(registers).getByText('Not taken')).toBeInTheDocument();
    expect(within(registers).getByRole('link', { name: 'Take register: Mathematics · Grade 7 Rizal' })).toHaveAttribute(
      'href',
      '/teacher/attendance/lesson/sch-math/2026-11-24',
    );

    const gradebooks = card('Gradebooks to submit');
    expect(within(gradebooks).getByRole('link', { name: '1 of 2 not submitted yet' })).toHaveAttribute('href', '/teacher/grades');
    expect(within(gradebooks).getByRole('link', { name: 'Mathematics · Grade 7 Rizal' })).toHaveAttribute('href', '/teacher/grades/sub-math/q2');
    expect(within(gradebooks).queryByText(/Science/)).not.toBeInTheDocument();

    const advisory = card('Advisory class today');
    expect(within(advisory).getByRole('link', { name: '2 students not present' })).toHaveAttribute('href', '/teacher/attendance');
    expect(within(advisory).getByRole('list', { name: 'Advisory students marked today' })).toHaveTextContent('Juan CruzAbsentAna ReyesLate in 2 lessons');

    expect(within(card('Messages')).getByRole('link', { name: '3 unread messages' })).toHaveAttribute('href', '/teacher/messages');
  });

  it('says when every gradebook is submitted, nobody is absent and nothing is unread', async () => {
    renderCards({
      ...busyDay,
      gradebooks: busyDay.gradebooks.map((gradebook) => ({ ...gradebook, submitted: true })),
      advisoryMarks: [],
      unreadMessages: 0,
    });

    expect(await screen.findByText(TEACHER_HOME_TEXTS.allSubmitted)).toBeInTheDocument();
    expect(within(card('Advisory class today')).getByText(TEACHER_HOME_TEXTS.noAdvisoryMarks)).toBeInTheDocument();
    expect(within(card('Messages')).getByText(TEACHER_HOME_TEXTS.noUnread)).toBeInTheDocument();
    expect(within(card('Messages')).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/teacher/messages');
  });

  it("says when there is no school or no term, and leaves out the advisory card of a teacher who advises no section", async () => {
    renderCards(
      {
        ...busyDay,
        day: { date: '2026-11-30', schoolDay: false, noSchoolDay: 'Bonifacio Day', registers: [] },
        term: null,
        advisoryMarks: [],
      },
      false,
    );

    expect(await screen.findByText('No school today: Bonifacio Day.')).toBeInTheDocument();
    expect(within(card('Gradebooks to submit')).getByText(TEACHER_HOME_TEXTS.noTerm)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advisory class today' })).not.toBeInTheDocument();
  });

  it('offers to try again when the day could not be loaded', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, { message: 'The server had a problem.' }));
    const { user } = renderAtAddress(<TeacherHomeCards adviser />, '/teacher');
    expect(await screen.findByText('Your registers and gradebooks could not be loaded.')).toBeInTheDocument();

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, busyDay)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Registers today' })).toBeInTheDocument();
  });
});
