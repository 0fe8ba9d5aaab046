import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { rizalNovember } from '../testing/reports';
import { SectionAttendanceScreen } from './section-attendance-screen';

describe('SectionAttendanceScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for a section, then shows its month grid", async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/admins/get-categories') return jsonResponse(200, [{ _id: 'c-1', category: 'Junior High School', levels: [] }]);
      if (path === '/api/admins/get-levels') {
        return jsonResponse(200, [{ _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [{ sectionID: 'sec-1', section: 'Rizal' }] }]);
      }
      if (path === '/api/calendar/current') return jsonResponse(200, { year: null });
      if (path.startsWith('/api/attendance/section-month?')) return jsonResponse(200, rizalNovember);
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const { user } = renderWithProviders(<SectionAttendanceScreen />);

    expect(screen.getByText('Choose a section to see its attendance month by month.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));

    expect(await screen.findByRole('region', { name: 'Attendance of Grade 7 - Rizal, November 2026' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/section-month?sectionID=sec-1&month=2026-11', expect.anything());
  });
});
