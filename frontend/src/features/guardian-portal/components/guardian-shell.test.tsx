import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { CHILDREN_QUERY_KEY } from '../api/get-children';
import { childrenApi, juan } from '../testing/children';
import { GuardianShell } from './guardian-shell';

/** The guardian's calls: one child, a conversation with Maria Santos with one unread message, two notifications unread. */
function guardianServer() {
  return mockFetch(
    childrenApi([juan], (path) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications: [], unread: 2 });
      if (path === '/api/guardians/conversations') {
        return jsonResponse(200, [
          {
            _id: 't-1',
            first_name: 'Maria',
            last_name: 'Santos',
            full_name: 'Maria Santos',
            image: null,
            lastMessage: {
              _id: 'm-1',
              senderId: 't-1',
              receiverId: 'g-1',
              message: 'Juan did well today.',
              createdAt: '2026-11-28T08:00:00.000Z',
              readAt: null,
            },
            unread: 1,
          },
        ]);
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

describe('GuardianShell', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('opens the live channel, has the bell in the top bar and Messages with its unread count', async () => {
    guardianServer();
    const { user, router } = renderAtAddress(<GuardianShell user={guardianUser} />, '/guardian');

    expect(FakeSocket.all).toHaveLength(1);
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Guardian menu' });
    const messages = within(nav).getByRole('button', { name: /^Messages/ });
    expect(await within(messages).findByLabelText('1 unread messages')).toBeInTheDocument();

    await user.click(messages);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guardian/messages');
    expect(await screen.findByRole('button', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search teachers' })).toBeInTheDocument();
  });

  it('reads the children again when the server says they changed', async () => {
    const fetchMock = guardianServer();
    const { queryClient } = renderAtAddress(<GuardianShell user={guardianUser} />, '/guardian');
    await waitFor(() => expect(queryClient.getQueryState(CHILDREN_QUERY_KEY)?.status).toBe('success'));
    const reads = () => fetchMock.mock.calls.filter(([path]) => path === '/api/guardians/children').length;
    const before = reads();

    act(() => FakeSocket.all[0]!.push({ type: 'childrenChanged', data: {} }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});
