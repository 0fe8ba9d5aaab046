import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from '@/lib/live-socket';
import { FakeSocket } from '@/testing/fake-socket';
import { deferred, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Notification, NotificationPage } from '../types';
import { NotificationBell } from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: string, title: string, read: boolean, minutes: number): Notification {
  return {
    _id: id,
    kind: 'attendance',
    title,
    body: 'Mathematics, Monday 23 November 2026',
    link: null,
    createdAt: minutesAgo(minutes),
    read,
  };
}

const absent = notification('n-2', 'Marked absent', false, 5);
const late = notification('n-1', 'Marked late', true, 2 * 24 * 60);

/** A server holding `page`; answers what `POST /api/notifications/read` marks as it would. */
function serve(page: NotificationPage) {
  return mockFetch((path, init) => {
    if (path === '/api/notifications/read') {
      const body = JSON.parse(String(init.body)) as { id?: string; all?: boolean };
      const left = page.notifications.filter((n) => !n.read && !body.all && n._id !== body.id).length;
      return jsonResponse(200, { unread: left });
    }
    return jsonResponse(200, page);
  });
}

describe('NotificationBell', () => {
  beforeEach(() => {
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the unread count and opens the list from the keyboard; Escape closes it', async () => {
    serve({ notifications: [absent, late], unread: 1 });
    const { user } = renderWithProviders(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    bell.focus();
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Marked absent')).toBeInTheDocument();
    expect(within(items[0]).getByText('Mathematics, Monday 23 November 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[0]).getByText('Unread:')).toBeInTheDocument();
    expect(within(items[1]).getByText('2 days ago')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Unread:')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('says when there is nothing yet, with nothing to mark', async () => {
    serve({ notifications: [], unread: 0 });
    const { user } = renderWithProviders(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a spinner while the list loads', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { user } = renderWithProviders(<NotificationBell />);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));

    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { notifications: [absent], unread: 1 }));
    expect(await screen.findByText('Marked absent')).toBeInTheDocument();
  });

  it('marks one read when it is chosen, and every one with Mark all as read', async () => {
    const second = notification('n-3', 'Marked late (10 min)', false, 1);
    const fetchMock = serve({ notifications: [second, absent, late], unread: 2 });
    const { user } = renderWithProviders(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: /Marked late \(10 min\)/ }));

    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/read', expect.objectContaining({ body: JSON.stringify({ id: 'n-3' }) }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(panel).getAllByText('Unread:')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/read', expect.objectContaining({ body: JSON.stringify({ all: true }) }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText('Unread:')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts a pushed notification on the bell, adds it to the list and shows a toast', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    serve({ notifications: [late], unread: 0 });
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    try {
      const { user } = renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications' });
      live.start();
      act(() => FakeSocket.all[0]!.open());

      act(() => FakeSocket.all[0]!.push({ type: 'notification', data: absent }));

      const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      expect(await screen.findByText('Marked absent')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      // The same one pushed again (a second tab's frame, say) is counted once.
      act(() => FakeSocket.all[0]!.push({ type: 'notification', data: absent }));
      await user.click(bell);
      const panel = await screen.findByRole('dialog', { name: 'Notifications' });
      const titles = within(panel).getAllByRole('listitem').map((item) => within(item).getAllByText(/^Marked/)[0]!.textContent);
      expect(titles).toEqual(['Marked absent', 'Marked late']);
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    } finally {
      live.close();
    }
  });
});
