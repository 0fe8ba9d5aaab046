import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminUser, cashierUser, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Session } from '@/types/api';
import type { CashierDayView } from '@/types/wire';
import { routes } from './router';

const REFUSED = 'You do not have access to this.';

/** The calls the server admits a cashier to: their session and password, and Fees. */
function admitsCashier(path: string): boolean {
  return ['/api/session', '/api/admins/login', '/api/logout', '/api/logout-everywhere', '/api/password'].includes(path) || path.startsWith('/api/fees/');
}

const DAY: CashierDayView = {
  day: '2026-11-24',
  cashier: cashierUser.email,
  receipts: 0,
  byMethod: [],
  totalCentavos: 0,
  voided: 0,
  closed: false,
  closedAt: null,
  countedCashCentavos: null,
  differenceCentavos: null,
};

/**
 * A server as it treats one cashier signed in (or signing in on a starting password): their
 * session, password and Fees calls answered, every other call refused with a 403 and kept in
 * `refused`, which each test expects empty.
 */
function cashierServer({ signedIn = true, startingPassword = false } = {}) {
  let session: Session | null = signedIn ? { role: 'cashier', user: cashierUser } : null;
  const refused: string[] = [];
  const fetchMock = mockFetch((path) => {
    if (!admitsCashier(path.split('?')[0])) {
      refused.push(path);
      return jsonResponse(403, { message: REFUSED });
    }
    if (path === '/api/session') return session ? jsonResponse(200, session) : jsonResponse(401, { message: 'You are not signed in.' });
    if (path === '/api/admins/login') {
      session = { role: 'cashier', user: { ...cashierUser, must_change_password: startingPassword } };
      return jsonResponse(200, session.user);
    }
    if (path === '/api/password') {
      session = { role: 'cashier', user: cashierUser };
      return jsonResponse(200, { message: 'Password changed.' });
    }
    if (path.startsWith('/api/fees/my-day?')) return jsonResponse(200, DAY);
    if (path.startsWith('/api/fees/learners?')) {
      const learner = { _id: 's-1', full_name: 'Juan Dela Cruz', email: 'juan@school.test', lrn: '136514120001', level: 'Grade 7', section: 'Rizal' };
      return jsonResponse(200, { learners: [learner] });
    }
    return jsonResponse(404, { message: 'Not found.' });
  });
  return { fetchMock, refused };
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** The names of the menu's buttons, in order, without the account's items at its foot. */
async function menuEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Admin menu' });
  await within(nav).findByRole('button', { name: 'My collections' });
  const names = within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
  return names.slice(0, names.indexOf('Change password')).filter((name) => !name.startsWith('Theme'));
}

describe('a cashier at /admin', () => {
  it('signs in with the staff form, sets their own password, and gets only the Fees menu, landing on My collections', async () => {
    const { fetchMock, refused } = cashierServer({ signedIn: false, startingPassword: true });
    const { user } = renderAt('/admin');

    await user.type(await screen.findByLabelText('Email'), cashierUser.email);
    await user.type(screen.getByLabelText('Password'), 'Starting-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admins/login');

    expect(await screen.findByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Starting-pass-1');
    await user.type(screen.getByLabelText('New password'), 'cashier-own-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'cashier-own-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'My collections' })).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Fees', 'Learner accounts', 'My collections']);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getByRole('button', { name: 'My collections' })).toHaveAttribute('aria-current', 'page');
    for (const item of ['Change password', 'Sign out everywhere', 'Sign out']) {
      expect(within(nav).getByRole('button', { name: item })).toBeInTheDocument();
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/fees\/my-day\?/), expect.anything()));
    expect(refused).toEqual([]);
  });

  it.each(['/admin/teachers', '/admin/home', '/admin/administrators', '/admin/class-list/sec-1'])(
    'says at %s that they do not have access, in their own area, calling nothing refused',
    async (path) => {
      const { refused } = cashierServer();
      const { user, router } = renderAt(path);

      expect(await screen.findByRole('heading', { name: REFUSED })).toBeInTheDocument();
      expect(await menuEntries()).toEqual(['Fees', 'Learner accounts', 'My collections']);
      expect(screen.queryByRole('heading', { name: 'View all teachers' })).not.toBeInTheDocument();
      expect(refused).toEqual([]);

      await user.click(screen.getByRole('link', { name: 'Go to the start' }));
      expect(router.state.location.pathname).toBe('/admin');
      expect(await screen.findByRole('heading', { name: 'My collections' })).toBeInTheDocument();
      expect(refused).toEqual([]);
    },
  );

  it('opens Learner accounts from the menu and finds a learner through the Fees search', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' });

    await user.click(await within(nav).findByRole('button', { name: 'Learner accounts' }));
    expect(router.state.location.pathname).toBe('/admin/fees/accounts');
    expect(await screen.findByRole('heading', { name: 'Learner accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'School year' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search learners' }), '136514120001');

    expect(await screen.findByRole('button', { name: /Juan Dela Cruz/ })).toHaveTextContent('LRN 136514120001');
    expect(fetchMock).toHaveBeenCalledWith('/api/fees/learners?q=136514120001', expect.anything());
    expect(refused).toEqual([]);
  });
});

describe('an administrator at /admin', () => {
  it('still has every Fees screen', async () => {
    mockFetch((path) => {
      if (path === '/api/session') return jsonResponse(200, { role: 'admin', user: adminUser });
      return jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 });
    });
    const { user } = renderAt('/admin/teachers');
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' });

    await user.click(await within(nav).findByRole('button', { name: 'Fees' }));
    for (const view of ['Fee schedules', 'Assess fees', 'Learner accounts', 'My collections', 'Fee reports']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Administrators' })).toBeInTheDocument();
  });
});
