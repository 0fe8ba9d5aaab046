import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { GuardianAlert } from '../types';
import { REPLY_SENT } from '../utils/reply';
import { AlertActions } from './alert-actions';

const alert: GuardianAlert = {
  _id: 'n-1',
  guardianID: 'g-1',
  guardian: 'Rosa Dela Cruz',
  studentID: 's-1',
  student: 'Juan Dela Cruz',
  date: '2026-11-23',
  code: 'absent',
  register: 'Daily register',
  createdAt: '2026-11-23T08:00:00.000Z',
  seen: false,
  seenAt: null,
  reply: null,
  excuseID: null,
  resent: false,
};

function server(current: GuardianAlert) {
  let now = current;
  return mockFetch((path, init) => {
    if (path === '/api/guardians/alerts/seen') {
      now = { ...now, seen: true, seenAt: '2026-11-23T08:05:00.000Z' };
      return jsonResponse(200, now);
    }
    if (path === '/api/guardians/alerts/reply') {
      const { reply } = JSON.parse(String(init.body)) as { reply: string };
      if (reply.includes('!')) return jsonResponse(400, { message: 'Keep the reply to one line.', errors: { reply: 'Keep the reply to one line.' } });
      now = { ...now, seen: true, reply, excuseID: 'e-1' };
      return jsonResponse(200, now);
    }
    if (path === '/api/guardians/alerts') return jsonResponse(200, { alerts: [now] });
    return jsonResponse(200, { notifications: [], unread: 0 });
  });
}

describe('AlertActions', () => {
  it('marks an alert seen with the Seen button', async () => {
    const fetchMock = server(alert);
    const { user } = renderWithProviders(<AlertActions notificationId="n-1" />);

    await user.click(await screen.findByRole('button', { name: 'Seen' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Seen' })).not.toBeInTheDocument());
    expect(screen.getByText('Seen')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/guardians/alerts/seen')!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'n-1' });
  });

  it('sends a one-line reply, checks it first, and shows the refusal beside the field', async () => {
    const fetchMock = server(alert);
    const { user } = renderWithProviders(<AlertActions notificationId="n-1" />);

    const field = await screen.findByRole('textbox', { name: 'Reply about Juan Dela Cruz' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a short reply.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/guardians/alerts/reply')).toBe(false);

    await user.type(field, 'Sick!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Keep the reply to one line.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '  He is sick today ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(await screen.findByText('Your reply: He is sick today')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([path]) => path === '/api/guardians/alerts/reply').pop()!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ id: 'n-1', reply: 'He is sick today' });
  });

  it('shows nothing under a notification that is not an alert', async () => {
    const fetchMock = server(alert);
    renderWithProviders(<AlertActions notificationId="other" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
