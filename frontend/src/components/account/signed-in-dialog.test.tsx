import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import type { SessionItemView } from '@/types/wire';
import { AccountDialogs } from './account-dialogs';
import { useAccountDialogStore } from './account-dialog-store';
import { AccountNavItems } from './account-nav-items';

function Menu() {
  return (
    <>
      <AccountNavItems />
      <AccountDialogs />
    </>
  );
}

const THIS_PHONE: SessionItemView = {
  id: 'a'.repeat(32),
  device: 'iPhone',
  browser: 'Safari',
  ip_address: '192.168.1.20',
  started_at: '2026-12-01T00:30:00.000Z',
  last_used_at: '2026-12-02T01:00:00.000Z',
  current: true,
};
const LAPTOP: SessionItemView = {
  id: 'b'.repeat(32),
  device: 'Windows computer',
  browser: 'Chrome',
  ip_address: '10.0.0.7',
  started_at: '2026-11-28T01:00:00.000Z',
  last_used_at: '2026-11-30T02:15:00.000Z',
  current: false,
};
const TABLET: SessionItemView = { ...LAPTOP, id: 'c'.repeat(32), device: 'Android tablet', ip_address: '' };

/** A server holding `sessions`; ending them takes them away. */
function serverWith(sessions: SessionItemView[]) {
  let standing = [...sessions];
  return mockFetch((path, init) => {
    if (path === '/api/sessions') return jsonResponse(200, { sessions: standing });
    if (path === '/api/sessions/end-others' && init.method === 'POST') {
      standing = standing.filter((session) => session.current);
      return jsonResponse(200, { message: 'Signed out of every other session.' });
    }
    const id = path.replace('/api/sessions/', '');
    if (init.method === 'DELETE' && standing.some((session) => session.id === id)) {
      standing = standing.filter((session) => session.id !== id);
      return jsonResponse(200, { message: 'Signed out of that session.' });
    }
    return jsonResponse(404, { message: 'That session has already ended.' });
  });
}

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: "Where you're signed in" }));
  const dialog = await screen.findByRole('dialog', { name: "Where you're signed in" });
  await within(dialog).findByRole('list', { name: 'Signed-in browsers and devices' });
  return dialog;
}

describe("Where you're signed in", () => {
  beforeEach(() => {
    useAccountDialogStore.setState({ open: null });
    useSessionStore.setState({ session: { role: 'teacher', user: teacherUser } });
  });

  it('lists each browser and device with its address and times, this one first and marked', async () => {
    serverWith([THIS_PHONE, LAPTOP, TABLET]);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);

    const cards = within(dialog).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Safari on iPhone',
      'Chrome on Windows computer',
      'Chrome on Android tablet',
    ]);
    expect(within(cards[0]).getByText('This device')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active now')).toBeInTheDocument();
    expect(within(cards[0]).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('From 10.0.0.7')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/^Signed in Nov 28, 2026/)).toBeInTheDocument();
    expect(within(cards[1]).getByText(/^Last used Nov 30, 2026/)).toBeInTheDocument();
    expect(within(cards[1]).queryByText('This device')).not.toBeInTheDocument();
    expect(within(cards[2]).queryByText(/^From/)).not.toBeInTheDocument();
  });

  it('signs one other session out after a confirmation, and nothing when the confirmation is cancelled', async () => {
    const fetchMock = serverWith([THIS_PHONE, LAPTOP, TABLET]);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    const laptop = within(dialog).getByRole('listitem', { name: 'Chrome on Windows computer' });

    await user.click(within(laptop).getByRole('button', { name: /^Sign out Chrome on Windows computer/ }));
    expect(confirm).toHaveBeenCalledWith('Sign out Chrome on Windows computer?');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining(LAPTOP.id), expect.anything());

    confirm.mockReturnValue(true);
    await user.click(within(laptop).getByRole('button', { name: /^Sign out Chrome on Windows computer/ }));
    expect(fetchMock).toHaveBeenCalledWith(`/api/sessions/${LAPTOP.id}`, expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Signed out of that session.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).queryByRole('listitem', { name: 'Chrome on Windows computer' })).not.toBeInTheDocument();
  });

  it("signs every other session out at once, then says there is nowhere else and can't be pressed again", async () => {
    const fetchMock = serverWith([THIS_PHONE, LAPTOP, TABLET]);
    vi.stubGlobal('confirm', vi.fn(() => true));
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/sessions/end-others', expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByText('Signed out of every other session.')).toBeInTheDocument();
    expect(await within(dialog).findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('shows why the list could not be read', async () => {
    mockFetch(() => jsonResponse(500, { message: 'The server had a problem. Please try again.' }));
    const { user } = renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: "Where you're signed in" }));
    const dialog = await screen.findByRole('dialog', { name: "Where you're signed in" });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
  });
});
