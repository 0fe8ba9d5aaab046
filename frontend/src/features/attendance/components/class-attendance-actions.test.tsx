import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { mathematics, rizalDaily, tuesday } from '../testing/registers';
import { ClassAttendanceActions } from './class-attendance-actions';

describe('ClassAttendanceActions', () => {
  beforeEach(() => {
    useAttendanceViewStore.setState({ tab: 'history', date: null, subjectID: null, sectionID: null, open: null });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 7, 50));
    return () => vi.useRealTimers();
  });

  it("takes today's register of a subject on the Attendance screen, or opens its history", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, tuesday));
    const onOpen = vi.fn();
    const { user } = renderWithProviders(
      <ClassAttendanceActions place={{ kind: 'subject', subjectID: 'sub-Mathematics' }} onOpen={onOpen} />,
    );

    expect(screen.getByRole('heading', { name: 'Attendance', level: 3 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Take register' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/today?date=2026-11-24', expect.anything());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(useAttendanceViewStore.getState()).toMatchObject({ tab: 'day', open: mathematics, date: '2026-11-24' });

    await user.click(screen.getByRole('button', { name: 'Register history' }));
    expect(useAttendanceViewStore.getState()).toMatchObject({ tab: 'history', subjectID: 'sub-Mathematics', open: null });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("opens an advisory section's daily register, month or excuses", async () => {
    mockFetch(() => jsonResponse(200, tuesday));
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<ClassAttendanceActions place={{ kind: 'section', sectionID: 'sec-1' }} onOpen={onOpen} />);

    await user.click(await screen.findByRole('button', { name: 'Open register' }));
    expect(useAttendanceViewStore.getState().open).toEqual(rizalDaily);

    await user.click(screen.getByRole('button', { name: 'Month attendance' }));
    expect(useAttendanceViewStore.getState()).toMatchObject({ tab: 'month', sectionID: 'sec-1' });
    await user.click(screen.getByRole('button', { name: 'Excuses' }));
    expect(useAttendanceViewStore.getState()).toMatchObject({ tab: 'excuses', sectionID: 'sec-1' });
  });

  it('says when there is no register to take today', async () => {
    mockFetch((path) =>
      path.endsWith('2026-11-24') ? jsonResponse(200, { ...tuesday, registers: [] }) : jsonResponse(404, { message: 'No.' }),
    );
    const { unmount } = renderWithProviders(
      <ClassAttendanceActions place={{ kind: 'subject', subjectID: 'sub-Mathematics' }} onOpen={vi.fn()} />,
    );
    expect(await screen.findByText('No lesson of this subject today.')).toBeInTheDocument();
    unmount();

    mockFetch(() => jsonResponse(200, { ...tuesday, schoolDay: false, noSchoolDay: 'Bonifacio Day', registers: [] }));
    renderWithProviders(<ClassAttendanceActions place={{ kind: 'section', sectionID: 'sec-1' }} onOpen={vi.fn()} />);
    expect(await screen.findByText('No school today.')).toBeInTheDocument();
  });
});
