import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminNavigationContext, type RegisterPlace } from '@/lib/admin-navigation';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { AttendanceSettings } from '../types';
import { AdminRegisterActions } from './admin-register-actions';

const mathematics: RegisterPlace = {
  kind: 'subject',
  name: 'Mathematics',
  section: 'Grade 7 - Rizal',
  schedules: [
    { _id: 'sch-tue-pm', subject: 'sub-1', day: 'Tuesday', startTime: '01:00 PM', endTime: '02:00 PM' },
    { _id: 'sch-tue-am', subject: 'sub-1', day: 'Tuesday', startTime: '07:30 AM', endTime: '08:20 AM' },
    { _id: 'sch-mon', subject: 'sub-1', day: 'Monday', startTime: '09:00 AM', endTime: '10:00 AM' },
  ],
};
const rizal: RegisterPlace = { kind: 'section', sectionID: 'sec-1', name: 'Grade 7 - Rizal' };

function settingsServer(registers: AttendanceSettings['registers'] = 'both') {
  return mockFetch(() => jsonResponse(200, { registers, editDays: 7, chronicPercent: 10 }));
}

/** Renders inside an admin shell that records the registers it is asked to open. */
function renderInShell(ui: ReactElement) {
  const openRegister = vi.fn();
  const rendered = renderWithProviders(
    <AdminNavigationContext.Provider value={{ openRegister }}>{ui}</AdminNavigationContext.Provider>,
  );
  return { ...rendered, openRegister };
}

describe('AdminRegisterActions', () => {
  beforeEach(() => {
    // Tuesday 24 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers each of the subject's lessons of the day, earliest first, and opens the one chosen", async () => {
    settingsServer();
    const onOpen = vi.fn();
    const { user, openRegister } = renderInShell(<AdminRegisterActions place={mathematics} onOpen={onOpen} />);

    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', '2026-11-24');
    const buttons = await screen.findAllByRole('button', { name: /^Take register/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Take register, 07:30 AM', 'Take register, 01:00 PM']);

    await user.click(buttons[1]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(openRegister).toHaveBeenCalledWith({
      ref: { kind: 'lesson', scheduleID: 'sch-tue-pm', date: '2026-11-24' },
      heading: 'Mathematics · Grade 7 - Rizal',
    });
  });

  it('lets the administrator pick an earlier day, and says when the subject has no lesson on it', async () => {
    settingsServer();
    const { user, openRegister } = renderInShell(<AdminRegisterActions place={mathematics} />);
    await screen.findAllByRole('button', { name: /^Take register/ });

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-23' } });
    await user.click(screen.getByRole('button', { name: 'Take register' }));
    expect(openRegister).toHaveBeenCalledWith(
      expect.objectContaining({ ref: { kind: 'lesson', scheduleID: 'sch-mon', date: '2026-11-23' } }),
    );

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-18' } });
    expect(screen.getByText('No lesson of Mathematics on Wednesdays.')).toBeInTheDocument();
    expect(screen.getByText('Wed, Nov 18, 2026')).toBeInTheDocument();
  });

  it("takes a section's daily register, unless the school takes lesson registers only", async () => {
    settingsServer();
    const { user, openRegister, unmount } = renderInShell(<AdminRegisterActions place={rizal} />);
    await user.click(await screen.findByRole('button', { name: 'Take register' }));
    expect(openRegister).toHaveBeenCalledWith({
      ref: { kind: 'daily', sectionID: 'sec-1', date: '2026-11-24' },
      heading: 'Daily register · Grade 7 - Rizal',
    });
    unmount();

    settingsServer('lesson');
    renderInShell(<AdminRegisterActions place={rizal} />);
    expect(await screen.findByText('This school does not take daily registers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take register' })).not.toBeInTheDocument();
  });
});
