import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminNavigationContext } from '@/lib/admin-navigation';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { AdminHomeView, RegisterSummary } from '@/types/wire';
import { AdminHomeScreen } from './admin-home-screen';
import { ADMIN_HOME_TEXTS } from './texts';

const LINKS = {
  sections: '/admin/attendance/sections',
  notTaken: '/admin/attendance/not-taken',
  chronic: '/admin/attendance/chronic',
  publish: '/admin/grades/publish',
};

function notTaken(subject: string | null, sectionID: string, scheduleID: string | null = null): RegisterSummary {
  return {
    kind: scheduleID ? 'lesson' : 'daily',
    scheduleID,
    subjectID: scheduleID ? `sub-${subject}` : null,
    subject,
    sectionID,
    section: 'Rizal',
    level: 'Grade 7',
    startTime: scheduleID ? '07:30 AM' : null,
    endTime: scheduleID ? '08:20 AM' : null,
    date: '2026-11-24',
    taken: false,
    takenAt: null,
    takenBy: null,
    counts: null,
  };
}

const busyDay: AdminHomeView = {
  date: '2026-11-24',
  asOf: '2026-11-24T01:05:00Z',
  schoolDay: true,
  term: { _id: 'q2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-11-06' },
  today: { date: '2026-11-24', expected: 120, present: 111, absent: 6, excused: 3, percentPresent: 92.5 },
  notTaken: [notTaken(null, 'sec-1'), notTaken('Mathematics', 'sec-1', 'sch-math')],
  notTakenCount: 7,
  chronicCount: 3,
  chronicPercent: 10,
  grades: [
    { levelID: 'l-7', level: 'Grade 7', submitted: 12, expected: 16 },
    { levelID: 'l-8', level: 'Grade 8', submitted: 16, expected: 16 },
  ],
  days: [
    { date: '2026-11-23', expected: 120, present: 114, absent: 5, excused: 1, percentPresent: 95 },
    { date: '2026-11-24', expected: 120, present: 111, absent: 6, excused: 3, percentPresent: 92.5 },
  ],
};

function renderHome(answer: AdminHomeView | Response, openRegister = vi.fn()) {
  const fetchMock = mockFetch((path) =>
    path === '/api/admins/home' ? (answer instanceof Response ? answer : jsonResponse(200, answer)) : jsonResponse(404, { message: 'Not found.' }),
  );
  const rendered = renderAtAddress(
    <AdminNavigationContext.Provider value={{ openRegister }}>
      <AdminHomeScreen title="Today at school" links={LINKS} />
    </AdminNavigationContext.Provider>,
    '/admin',
  );
  return { ...rendered, fetchMock, openRegister };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('AdminHomeScreen', () => {
  it("shows today across the school, each figure linking to the screen that acts on it", async () => {
    const { user, openRegister } = renderHome(busyDay);

    expect(await screen.findByRole('heading', { name: 'Today at school' })).toBeInTheDocument();
    expect(await screen.findByText(/^As of Nov 24, 2026/)).toBeInTheDocument();

    const today = card('Attendance today');
    expect(within(today).getByRole('link', { name: '92.5% present today' })).toHaveAttribute('href', LINKS.sections);
    expect(today).toHaveTextContent('Present111Absent6Excused3');
    expect(today).toHaveTextContent('Of 120 students in the registers taken so far.');

    const registers = card('Registers not taken');
    expect(within(registers).getByRole('link', { name: '7 registers not taken' })).toHaveAttribute('href', LINKS.notTaken);
    expect(within(registers).getByText('and 5 more')).toBeInTheDocument();
    await user.click(within(registers).getByRole('button', { name: 'Take register: Mathematics · Grade 7 Rizal' }));
    expect(openRegister).toHaveBeenCalledWith({
      ref: { kind: 'lesson', scheduleID: 'sch-math', date: '2026-11-24' },
      heading: 'Mathematics · Grade 7 Rizal',
    });

    expect(within(card('Chronic absence')).getByRole('link', { name: '3 students chronically absent' })).toHaveAttribute(
      'href',
      LINKS.chronic,
    );

    const grades = card('Grade submissions');
    expect(within(grades).getByRole('link', { name: '28 of 32 gradebooks submitted' })).toHaveAttribute('href', LINKS.publish);
    expect(within(grades).getByRole('link', { name: 'Grade 7: 12 of 16 gradebooks submitted' })).toHaveAttribute('href', LINKS.publish);
    expect(within(grades).getByRole('progressbar', { name: 'Grade 7: gradebooks submitted' })).toHaveAttribute('aria-valuenow', '75');

    // The chart's figures, as a table for screen readers.
    const chart = within(card('Daily attendance this term'));
    const table = await chart.findByRole('table', { name: 'Share of students present each day, Second Quarter' });
    expect(table).toHaveTextContent('11/23/202695%');
    expect(table).toHaveTextContent('11/24/202692.5%');
  });

  it('says when there is no school, no register yet, no term and no day to chart', async () => {
    renderHome({ ...busyDay, schoolDay: false, today: null, notTaken: [], notTakenCount: 0, term: null, grades: [], days: [] });

    expect(await within(await screen.findByRole('region', { name: 'Attendance today' })).findByText(ADMIN_HOME_TEXTS.noSchool)).toBeInTheDocument();
    expect(within(card('Registers not taken')).getByText(ADMIN_HOME_TEXTS.noSchool)).toBeInTheDocument();
    expect(within(card('Chronic absence')).getByText(ADMIN_HOME_TEXTS.noTerm)).toBeInTheDocument();
    expect(within(card('Grade submissions')).getByText(ADMIN_HOME_TEXTS.noTerm)).toBeInTheDocument();
    expect(within(card('Daily attendance this term')).getByText(ADMIN_HOME_TEXTS.noDays)).toBeInTheDocument();
  });

  it('says when nothing is taken yet today and every register is', async () => {
    renderHome({ ...busyDay, today: null, notTaken: [], notTakenCount: 0, grades: [] });

    expect(await screen.findByText(ADMIN_HOME_TEXTS.noRegisterYet)).toBeInTheDocument();
    expect(within(card('Registers not taken')).getByText(ADMIN_HOME_TEXTS.allTaken)).toBeInTheDocument();
    expect(within(card('Grade submissions')).getByText(ADMIN_HOME_TEXTS.noGradebooks)).toBeInTheDocument();
  });

  it('offers to try again when the figures could not be loaded', async () => {
    const { user, fetchMock } = renderHome(jsonResponse(500, { message: 'The server had a problem.' }));

    expect(await screen.findByText("Today's figures could not be loaded.")).toBeInTheDocument();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, busyDay)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '92.5% present today' })).toBeInTheDocument();
  });
});
