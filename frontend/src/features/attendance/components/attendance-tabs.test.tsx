import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { loaded, registerAnswer, students, tuesday } from '../testing/registers';
import { mathHistory, rizalNovember } from '../testing/reports';
import { AttendanceScreen } from './attendance-screen';

const subjects = {
  list: [
    { value: 'sub-Mathematics', label: 'Mathematics · Grade 7 - Rizal' },
    { value: 'sub-Science', label: 'Science · Grade 8 - Mabini' },
  ],
  load: loaded,
};
const advising = { list: [{ value: 'sec-1', label: 'Rizal' }], load: loaded };
const advisingNone = { list: [], load: loaded };

/** A teacher's attendance calls: the day, history of Mathematics (Science has none yet), the month, one register. */
function teacherServer() {
  return mockFetch((path) => {
    const url = new URL(path, 'http://localhost');
    switch (url.pathname) {
      case '/api/attendance/today':
        return jsonResponse(200, tuesday);
      case '/api/attendance/history':
        return url.searchParams.get('subjectID') === 'sub-Mathematics'
          ? jsonResponse(200, mathHistory)
          : jsonResponse(200, { ...mathHistory, subject: { ...mathHistory.subject, name: 'Science' }, registers: [] });
      case '/api/attendance/section-month':
        return jsonResponse(200, rizalNovember);
      case '/api/attendance/register':
        return jsonResponse(200, registerAnswer(students(2)));
      case '/api/calendar/current':
        return jsonResponse(200, { year: null });
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

describe('AttendanceScreen tabs', () => {
  beforeEach(() => {
    useAttendanceViewStore.setState({ tab: 'day', date: null, subjectID: null, sectionID: null, open: null });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 7, 50));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("'History' lists every lesson of a subject this term, taken or not, and opens its roll call", async () => {
    const fetchMock = teacherServer();
    const { user } = renderWithProviders(<AttendanceScreen title="Attendance" subjects={subjects} sections={advisingNone} />);

    await user.click(screen.getByRole('tab', { name: 'History' }));

    const lessons = await screen.findByRole('list', { name: 'Lessons of Mathematics' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/history?subjectID=sub-Mathematics', expect.anything());
    expect(screen.getByText('Second quarter (10/19/2026 – 12/18/2026) · 2 lessons so far, 1 not taken')).toBeInTheDocument();
    expect(within(lessons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tue, Nov 24, 202607:30 AM–08:20 AMNot taken yetTake register',
      'Mon, Nov 23, 202607:30 AM–08:20 AMTaken · 38 present, 2 absentOpen register',
    ]);

    await user.click(within(lessons).getAllByRole('button', { name: 'Take register' })[0]);
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 Rizal', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('list', { name: 'Lessons of Mathematics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'History' of another subject is chosen from the subjects taught", async () => {
    teacherServer();
    const { user } = renderWithProviders(<AttendanceScreen title="Attendance" subjects={subjects} sections={advisingNone} />);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('list', { name: 'Lessons of Mathematics' });

    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'Science · Grade 8 - Mabini' }));

    expect(await screen.findByText('No lessons of this subject so far this term.')).toBeInTheDocument();
    expect(useAttendanceViewStore.getState().subjectID).toBe('sub-Science');
  });

  it("shows 'Month' and 'Excuses' to advisers only; 'Month' is the advisory section's grid", async () => {
    teacherServer();
    const { user, unmount } = renderWithProviders(
      <AttendanceScreen title="Attendance" subjects={subjects} sections={advisingNone} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Registers', 'History']);
    unmount();

    renderWithProviders(<AttendanceScreen title="Attendance" subjects={subjects} sections={advising} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Registers', 'History', 'Month', 'Excuses']);
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(await screen.findByRole('region', { name: 'Attendance of Grade 7 - Rizal, November 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Advisory class' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Excuses' }));
    expect(await screen.findByRole('heading', { name: 'Record an excuse' })).toBeInTheDocument();
  });

  it('says when the teacher teaches nothing yet', async () => {
    teacherServer();
    const { user } = renderWithProviders(
      <AttendanceScreen title="Attendance" subjects={{ list: [], load: loaded }} sections={advisingNone} />,
    );

    await user.click(screen.getByRole('tab', { name: 'History' }));

    expect(screen.getByText('You teach no subjects yet.')).toBeInTheDocument();
  });
});
