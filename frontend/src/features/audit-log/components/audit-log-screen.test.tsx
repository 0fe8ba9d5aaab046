import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AuditLogScreen } from './audit-log-screen';

const entry = {
  _id: '7',
  at: '2026-11-25T10:00:00.000Z',
  actorRole: 'admin',
  actorID: 'a1',
  actor: 'admin@school.test',
  action: 'password reset',
  recordType: 'student',
  recordID: '452d36d5-0000-4000-8000-000000000000',
  detail: 'Ana Reyes <ana@school.test>',
  address: '127.0.0.1',
};

describe('AuditLogScreen', () => {
  it('shows whom an entry is about and filters by the action words it shows', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { entries: [entry], total: 1, page: 1, pageSize: 25 }));
    const { user } = renderWithProviders(<AuditLogScreen />);
    expect(await screen.findByText('Ana Reyes <ana@school.test>')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Action' }));
    for (const action of ['password reset', 'undo import', 'import']) {
      expect(screen.getByRole('option', { name: action })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'password reset' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => String(path).includes('action=password+reset'))).toBe(true),
    );
  });
});
