import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { loaded, registerAnswer, registerServer, students, tuesday } from '../testing/registers';
import type { DayRegistersAnswer } from '../types';
import { AttendanceScreen } from './attendance-screen';

/** What the teacher portal gives the screen: one subject taught, no section advised. */
const choices = {
  subjects: { list: [{ value: 'sub-Mathematics', label: 'Mathematics · Grade 7 - Rizal' }], load: loaded },
  sections: { list: [], load: loaded },
};

const rowNamed = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(name, { exact: true })) as HTMLElement;

describe('AttendanceScreen', () => {
  beforeEach(() => {
    useAttendanceViewStore.setState({ tab: 'day', date: null, subjectID: null, sectionID: null, open: null });
    // Tuesday 24 November 2026, 07:50 by the browser's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 7, 50));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists today's registers, daily first, each saying whether it was taken", async () => {
    const fetchMock = registerServer(registerAnswer(students(2)));
    renderWithProviders(<AttendanceScreen title="Attendance" {...choices} />);

    expect(screen.getByRole('heading', { name: 'Attendance', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', '2026-11-24');
    const list = await screen.findByRole('list', { name: 'Registers of Tue, Nov 24, 2026' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/today?date=2026-11-24', expect.anything());
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Daily registerGrade 7 RizalTaken · 38 present, 1 late, 1 absentOpen register',
      'MathematicsGrade 7 Rizal · 07:30 AM–08:20 AMNot taken yetTake register',
    ]);
  });

  it('opens a register’s roll call and goes back to the day', async () => {
    registerServer(registerAnswer(students(2)));
    const { user } = renderWithProviders(<AttendanceScreen title="Attendance" {...choices} />);

    await screen.findByRole('list', { name: /^Registers of/ });
    await user.click(within(rowNamed('Mathematics')).getByRole('button', { name: 'Take register' }));

    expect(screen.getByRole('heading', { name: 'Mathematics · Grade 7 Rizal', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Student01 Pupil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Attendance', level: 2 })).toBeInTheDocument();
    expect(useAttendanceViewStore.getState().open).toBeNull();
  });

  it('lists an earlier day chosen in the date picker', async () => {
    const monday: DayRegistersAnswer = { ...tuesday, date: '2026-11-23', registers: [] };
    const fetchMock = mockFetch((path) =>
      path === '/api/attendance/today?date=2026-11-23' ? jsonResponse(200, monday) : jsonResponse(200, tuesday),
    );
    renderWithProviders(<AttendanceScreen title="Attendance" {...choices} />);
    await screen.findByRole('list', { name: /^Registers of/ });

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-23' } });

    expect(await screen.findByText('No registers to take on this day.')).toBeInTheDocument();
    expect(screen.getByText('Mon, Nov 23, 2026')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/today?date=2026-11-23', expect.anything());
  });

  it('names a no-school day', async () => {
    mockFetch(() => jsonResponse(200, { ...tuesday, schoolDay: false, noSchoolDay: 'Bonifacio Day', registers: [] }));
    renderWithProviders(<AttendanceScreen title="Attendance" {...choices} />);

    expect(await screen.findByText('No school on this day: Bonifacio Day.')).toBeInTheDocument();
  });

  it("says why the day's registers could not be loaded", async () => {
    mockFetch(() => jsonResponse(400, { message: 'Enter a date as YYYY-MM-DD.', errors: { date: 'Enter a date as YYYY-MM-DD.' } }));
    renderWithProviders(<AttendanceScreen title="Attendance" {...choices} />);

    expect(await screen.findByText('Enter a date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
