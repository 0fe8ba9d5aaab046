import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { juanSummary } from '../testing/reports';
import { MyAttendanceScreen } from './my-attendance-screen';

describe('MyAttendanceScreen', () => {
  it("shows the student's own term: the share present, the counts and each absence and late arrival", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, juanSummary));
    renderWithProviders(<MyAttendanceScreen studentID="s-1" title="Attendance" />);

    expect(screen.getByRole('heading', { name: 'Attendance', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('92.0% present')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/student-summary?studentID=s-1', expect.anything());
    expect(screen.getByText('Second quarter (10/19/2026 – 12/18/2026)')).toBeInTheDocument();
    expect(screen.getByText('School days so far').nextSibling).toHaveTextContent('27');
    expect(screen.getByText('Days recorded').nextSibling).toHaveTextContent('25');
    expect(screen.getByText('Absent', { selector: 'p' }).nextSibling).toHaveTextContent('1');

    const events = screen.getByRole('list', { name: 'Absences, late arrivals and excused days' });
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tue, Nov 24, 2026Mathematics, 07:30 AMAbsent',
      'Fri, Nov 20, 2026Daily registerNote: Missed the busLate (10 min)',
    ]);
  });

  it('says when nothing was recorded yet, and when nothing was missed', async () => {
    mockFetch(() =>
      jsonResponse(200, { ...juanSummary, daysRecorded: 0, present: 0, late: 0, absent: 0, excused: 0, percentPresent: null, events: [] }),
    );
    renderWithProviders(<MyAttendanceScreen studentID="s-1" title="Attendance" />);

    expect(await screen.findByText('No attendance recorded yet this term.')).toBeInTheDocument();
    expect(screen.getByText('No absences, late arrivals or excused days this term.')).toBeInTheDocument();
  });

  it("says why the summary could not be loaded, with 'Try again'", async () => {
    mockFetch(() => jsonResponse(403, { message: 'You cannot see this attendance.' }));
    renderWithProviders(<MyAttendanceScreen studentID="s-1" title="Attendance" />);

    expect(await screen.findByText('You cannot see this attendance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
