import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { GuardianAlertsPanel } from './guardian-alerts-panel';

const base = {
  studentID: 's-1',
  student: 'Juan Dela Cruz',
  date: '2026-11-23',
  code: 'absent',
  register: 'Daily register',
  createdAt: '2026-11-23T08:00:00.000Z',
  excuseID: null,
  resent: false,
};

describe('GuardianAlertsPanel', () => {
  it("lists the day's alerts with which were seen and the replies", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        date: '2026-11-23',
        alerts: [
          { ...base, _id: 'a-1', guardianID: 'g-1', guardian: 'Maria Cruz', seen: true, seenAt: '2026-11-23T08:03:00.000Z', reply: 'He is sick today' },
          { ...base, _id: 'a-2', guardianID: 'g-2', guardian: 'Pedro Cruz', seen: false, seenAt: null, reply: null, resent: true },
        ],
      }),
    );
    renderWithProviders(<GuardianAlertsPanel sectionID="sec-1" />);

    const table = await screen.findByRole('table', { name: 'Guardian alerts' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Maria Cruz')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Seen')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('He is sick today')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not seen (e-mailed again)')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/attendance\/guardian-alerts\?sectionID=sec-1&date=\d{4}-\d{2}-\d{2}$/);
  });

  it('says so when no guardian was alerted', async () => {
    mockFetch(() => jsonResponse(200, { date: '2026-11-23', alerts: [] }));
    renderWithProviders(<GuardianAlertsPanel sectionID="sec-1" />);
    expect(await screen.findByText('No guardian was alerted on this day.')).toBeInTheDocument();
  });
});
