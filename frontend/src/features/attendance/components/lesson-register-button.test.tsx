import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { mathematics, rizalDaily, tuesday } from '../testing/registers';
import { LessonRegisterButton } from './lesson-register-button';

const lesson = { subjectID: 'sub-Mathematics', sectionID: 'sec-1', startTime: '07:30 AM' };

describe('LessonRegisterButton', () => {
  beforeEach(() => {
    useAttendanceViewStore.setState({ tab: 'history', date: null, open: null });
  });

  it("opens the lesson's register on the Attendance screen, whose day list Go back returns to", async () => {
    mockFetch(() => jsonResponse(200, tuesday));
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<LessonRegisterButton lesson={lesson} date="2026-11-24" onOpen={onOpen} />);

    await user.click(await screen.findByRole('button', { name: 'Take register' }));

    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(useAttendanceViewStore.getState()).toMatchObject({ tab: 'day', open: mathematics, date: '2026-11-24' });
  });

  it("says 'Open register' once the register was taken", async () => {
    mockFetch(() => jsonResponse(200, { ...tuesday, registers: [{ ...mathematics, taken: true }] }));
    renderWithProviders(<LessonRegisterButton lesson={lesson} date="2026-11-24" onOpen={vi.fn()} />);

    expect(await screen.findByRole('button', { name: 'Open register' })).toBeInTheDocument();
  });

  it('shows nothing for a lesson without a register, or when the registers could not be loaded', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { ...tuesday, registers: [rizalDaily] }));
    const { unmount } = renderWithProviders(<LessonRegisterButton lesson={lesson} date="2026-11-24" onOpen={vi.fn()} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    mockFetch(() => jsonResponse(404, { message: 'Not found.' }));
    renderWithProviders(<LessonRegisterButton lesson={lesson} date="2026-11-25" onOpen={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
