import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bodyOf, CATEGORIES, GRADE_7_SCHEDULE, YEARS } from '@/features/fees/testing/fees';
import { adminUser, cashierUser, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Level, Session } from '@/types/api';
import type { AgingView, CashierDayView, ClearanceRowView, CollectionsView, FeeAssessmentView } from '@/types/wire';
import { routes } from './router';

const REFUSED = 'You do not have access to this.';

/** The administrators' reads the server also answers a cashier: the lists the fee screens choose from. */
const ADMITTED_ADMIN_CALLS = ['GET /api/admins/school-years', 'GET /api/admins/get-categories', 'POST /api/admins/get-levels'];

/**
 * The calls the server admits a cashier to: their session and password, the fees staff's fee
 * routes (not a guardian's `child…` ones), and the school years, categories and levels.
 */
function admitsCashier(method: string, path: string): boolean {
  return (
    ['/api/session', '/api/admins/login', '/api/logout', '/api/logout-everywhere', '/api/password'].includes(path) ||
    (path.startsWith('/api/fees/') && !path.startsWith('/api/fees/child')) ||
    ADMITTED_ADMIN_CALLS.includes(`${method} ${path}`)
  );
}

/** The Fees menu a cashier gets: every Fees screen, and nothing else. */
const CASHIER_MENU = ['Fees', 'Fee schedules', 'Assess fees', 'Learner accounts', 'My collections', 'Fee reports', 'Fee settings'];

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

/** Junior High School's levels, Grade 7 with its one section. */
const LEVELS: Level[] = [{ _id: 'l-7', level: 'Grade 7', category: 'c-jhs', sections: [{ sectionID: 'sec-rizal', section: 'Rizal' }] }];

const PREVIEW: FeeAssessmentView = {
  learners: 38,
  notAssessed: 38,
  withoutSchedule: 0,
  differing: [],
  chargesCentavos: 57000000,
  discountsCentavos: 0,
  netCentavos: 57000000,
  assessed: 0,
  reassessed: 0,
};

const NO_BALANCE = {
  level: '',
  section: '',
  learners: 0,
  currentCentavos: 0,
  days1to30Centavos: 0,
  days31to60Centavos: 0,
  days61to90Centavos: 0,
  over90Centavos: 0,
  totalCentavos: 0,
};

const AGING: AgingView = {
  asOf: '2026-11-24',
  rows: [{ ...NO_BALANCE, level: 'Grade 7', section: 'Rizal', learners: 1, currentCentavos: 1850050, totalCentavos: 1850050 }],
  totals: { ...NO_BALANCE, learners: 1, currentCentavos: 1850050, totalCentavos: 1850050 },
};

const TALA: ClearanceRowView = {
  studentID: 's-9',
  name: 'Mercado, Tala',
  lrn: '136514120009',
  level: 'Grade 7',
  section: 'Rizal',
  balanceCentavos: 1850050,
  overdueCentavos: 0,
};

const COLLECTIONS: CollectionsView = {
  from: '2026-11-01',
  to: '2026-11-24',
  rows: [{ day: '2026-11-03', cashier: cashierUser.full_name, method: 'cash', receipts: 2, amountCentavos: 300000 }],
  totalCentavos: 300000,
  voided: 0,
};

/**
 * A server as it treats one cashier signed in (or signing in on a starting password): their
 * session, password, Fees calls and the lists the fee screens choose from answered, every other
 * call refused with a 403 and kept in `refused`, which each test expects empty.
 */
function cashierServer({ signedIn = true, startingPassword = false } = {}) {
  let session: Session | null = signedIn ? { role: 'cashier', user: cashierUser } : null;
  const refused: string[] = [];
  const fetchMock = mockFetch((path, init) => {
    const method = init.method ?? 'GET';
    const [bare, query = ''] = path.split('?');
    if (!admitsCashier(method, bare)) {
      refused.push(`${method} ${path}`);
      return jsonResponse(403, { message: REFUSED });
    }
    const asked = new URLSearchParams(query);
    if (path === '/api/session') return session ? jsonResponse(200, session) : jsonResponse(401, { message: 'You are not signed in.' });
    if (path === '/api/admins/login') {
      session = { role: 'cashier', user: { ...cashierUser, must_change_password: startingPassword } };
      return jsonResponse(200, session.user);
    }
    if (path === '/api/password') {
      session = { role: 'cashier', user: cashierUser };
      return jsonResponse(200, { message: 'Password changed.' });
    }
    if (bare === '/api/admins/school-years') return jsonResponse(200, { years: YEARS });
    if (bare === '/api/admins/get-categories') return jsonResponse(200, CATEGORIES);
    if (bare === '/api/admins/get-levels') return jsonResponse(200, LEVELS);
    if (bare === '/api/fees/my-day') return jsonResponse(200, DAY);
    if (bare === '/api/fees/learners') {
      const learner = { _id: 's-1', full_name: 'Juan Dela Cruz', email: 'juan@school.test', lrn: '136514120001', level: 'Grade 7', section: 'Rizal' };
      return jsonResponse(200, { learners: [learner] });
    }
    if (bare === '/api/fees/schedule' && asked.get('schoolYearID') === 'y-2026' && asked.get('levelID') === 'l-7') {
      return jsonResponse(200, GRADE_7_SCHEDULE);
    }
    if (bare === '/api/fees/assess') return jsonResponse(200, PREVIEW);
    if (bare === '/api/fees/aging') return jsonResponse(200, AGING);
    if (bare === '/api/fees/clearance') return jsonResponse(200, [TALA]);
    if (bare === '/api/fees/collections') return jsonResponse(200, COLLECTIONS);
    if (bare === '/api/fees/settings' && method === 'GET') return jsonResponse(200, { studentsSeeFees: true, remindDaysBefore: 3, remindOverdue: true, onlinePayments: false });
    if (bare === '/api/fees/settings') return jsonResponse(403, { message: 'Only an administrator can change the fee settings.' });
    if (bare === '/api/fees/send-reminders') return jsonResponse(200, { sent: 2 });
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

/** Opens `view` from the menu and waits for its heading and the current school year chosen. */
async function openFromMenu(user: UserEvent, view: string) {
  const nav = await screen.findByRole('navigation', { name: 'Admin menu' });
  await user.click(await within(nav).findByRole('button', { name: view }));
  expect(await screen.findByRole('heading', { name: view, level: 2 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));
}

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('a cashier at /admin', () => {
  it('signs in with the staff form, sets their own password, and gets the Fees menu alone, every Fees screen in it, landing on My collections', async () => {
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
    expect(await menuEntries()).toEqual(CASHIER_MENU);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getByRole('button', { name: 'My collections' })).toHaveAttribute('aria-current', 'page');
    for (const item of ['Change password', 'Passkeys', "Where you're signed in", 'Sign out everywhere', 'Sign out']) {
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
      expect(await menuEntries()).toEqual(CASHIER_MENU);
      expect(screen.queryByRole('heading', { name: 'View all teachers' })).not.toBeInTheDocument();
      expect(refused).toEqual([]);

      await user.click(screen.getByRole('link', { name: 'Go to the start' }));
      expect(router.state.location.pathname).toBe('/admin');
      expect(await screen.findByRole('heading', { name: 'My collections' })).toBeInTheDocument();
      expect(refused).toEqual([]);
    },
  );

  it('opens Learner accounts from the menu, on the school years as an administrator has them, and finds a learner through the Fees search', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');

    await openFromMenu(user, 'Learner accounts');
    expect(router.state.location.pathname).toBe('/admin/fees/accounts');
    await user.type(screen.getByRole('textbox', { name: 'Search learners' }), '136514120001');

    expect(await screen.findByRole('button', { name: /Juan Dela Cruz/ })).toHaveTextContent('LRN 136514120001');
    // The search waits for typing to pause: on a busy machine it may first go out for part of
    // the number (which finds Juan too); the whole number follows.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/fees/learners?q=136514120001', expect.anything()));
    expect(refused).toEqual([]);
  });

  it('opens Fee schedules from the menu: the current year and the first level, their schedule and discounts', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');

    await openFromMenu(user, 'Fee schedules');
    expect(router.state.location.pathname).toBe('/admin/fees/schedules');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of fee item 1' })).toHaveValue('Tuition'));
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveValue('Grade 7');
    expect(within(screen.getByRole('form', { name: 'Discounts' })).getByRole('group', { name: 'Discount 1' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/fees/schedule?schoolYearID=y-2026&levelID=l-7', expect.anything());
    expect(refused).toEqual([]);
  });

  it('opens Assess fees from the menu and previews a section chosen from the sections the categories and levels name', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');

    await openFromMenu(user, 'Assess fees');
    expect(router.state.location.pathname).toBe('/admin/fees/assess');
    await user.click(screen.getByRole('radio', { name: 'Section' }));
    await choose(user, 'Section', 'Grade 7 - Rizal');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'Preview: Grade 7 - Rizal' })).toBeInTheDocument();
    const assess = fetchMock.mock.calls.find(([path]) => path === '/api/fees/assess');
    expect(bodyOf(assess?.[1])).toEqual({ schoolYearID: 'y-2026', sectionID: 'sec-rizal', confirm: false });
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/get-levels', expect.objectContaining({ method: 'POST' }));
    expect(refused).toEqual([]);
  });

  it('opens Fee reports from the menu: the aging, the clearance list of a section, the collections', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');

    await openFromMenu(user, 'Fee reports');
    expect(router.state.location.pathname).toBe('/admin/fees/reports');
    expect(await screen.findByRole('table', { name: 'Aging of balances' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the ledger (CSV)' })).toHaveAttribute('href', '/api/fees/ledger.csv?schoolYearID=y-2026');

    await user.click(screen.getByRole('tab', { name: 'Clearance list' }));
    expect(await screen.findByRole('rowheader', { name: 'Mercado, Tala' })).toBeInTheDocument();
    await choose(user, 'Section', 'Grade 7 - Rizal');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/fees/clearance?schoolYearID=y-2026&sectionID=sec-rizal', expect.anything()),
    );

    await user.click(screen.getByRole('tab', { name: 'Collections' }));
    expect(await screen.findByRole('table', { name: 'Collections' })).toBeInTheDocument();
    expect(refused).toEqual([]);

    // A learner of the clearance list leads to their account, which a cashier may open too.
    await user.click(screen.getByRole('tab', { name: 'Clearance list' }));
    await user.click(await screen.findByRole('link', { name: 'Mercado, Tala' }));
    expect(router.state.location.pathname).toBe('/admin/fees/accounts/s-9');
  });
});

describe('a cashier in Fee settings', () => {
  it('opens Fee settings from the menu: the settings read-only, and the reminders sent now', async () => {
    const { fetchMock, refused } = cashierServer();
    const { user, router } = renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' });

    await user.click(await within(nav).findByRole('button', { name: 'Fee settings' }));
    expect(await screen.findByRole('heading', { name: 'Fee settings', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/fees/settings');
    const days = await screen.findByRole('spinbutton', { name: 'Remind guardians this many days before a due date' });
    expect(days).toHaveValue(3);
    expect(days).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Show students their fees/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Show students their fees/ })).toBeDisabled();
    expect(screen.getByText('Only an administrator can change the fee settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reminders now' }));
    expect(await screen.findByText('2 reminders sent.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
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
    for (const view of ['Fee schedules', 'Assess fees', 'Learner accounts', 'My collections', 'Fee reports', 'Fee settings']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Administrators' })).toBeInTheDocument();
  });
});
