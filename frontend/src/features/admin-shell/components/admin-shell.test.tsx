import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SERVER_DEFAULT_PASSWORD,
  adminUser,
  jsonResponse,
  mockFetch,
  renderAtAddress,
  studentUser,
} from '@/testing/test-utils';
import { AdminShell } from './admin-shell';

// The menu test only needs these screens' headings: the real ones load a rich-text editor and
// upload forms (their own tests cover them), which took most of its time on a busy machine.
vi.mock('@/features/news', () => ({
  CreateNewsScreen: () => <h2>Create news and updates</h2>,
  NewsUpdatesScreen: () => <h2>View news and updates</h2>,
}));
vi.mock('@/features/newsletters', () => ({
  NewslettersScreen: () => <h2>Upload newsletters or memos</h2>,
}));

// The screens these tests open load lazily. In a fresh clone (no transform cache) with the
// browser tests running beside them, transforming the students list and its table took longer
// than a find's 20 s, so they are loaded here first, under a timeout of their own.
beforeAll(async () => {
  await Promise.all([
    import('@/features/students/components/students-screen'),
    import('@/features/guardians/components/guardians-screen'),
    import('@/features/guardians/components/create-from-student-button'),
    import('@/features/attendance/components/not-taken-screen'),
  ]);
}, 180_000);

const ADMIN_GROUPS = [
  'Home',
  'Teachers',
  'Students',
  'Guardians',
  'Classes',
  'School year',
  'Attendance',
  'Grades',
  'Records',
  'News and updates',
  'General Newsletters / Memos',
  'Audit log',
  'Administrators',
];

/** `GET /api/admins/home` of a quiet day: nothing taken, nothing due. */
const QUIET_HOME = {
  date: '2026-11-24',
  asOf: '2026-11-24T08:00:00Z',
  schoolDay: true,
  term: null,
  today: null,
  notTaken: [],
  notTakenCount: 0,
  chronicCount: 0,
  chronicPercent: 10,
  grades: [],
  days: [],
};

describe('AdminShell', () => {
  it("lands on the Home ('Today at school'), first in the menu; '0 Teachers' keeps its address", async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/admins/home' ? jsonResponse(200, QUIET_HOME) : jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin');

    expect(await screen.findByRole('heading', { name: 'Today at school' })).toBeInTheDocument();
    expect(await screen.findByText('No register taken yet today.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/home', expect.anything());
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getAllByRole('button')[0]).toHaveAccessibleName('Home');
    expect(within(nav).getByRole('button', { name: 'Today at school' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Teachers' }));
    await user.click(await within(nav).findByRole('button', { name: 'View all teachers' }));
    expect(router.state.location.pathname).toBe('/admin/teachers');
    expect(await screen.findByRole('heading', { name: 'View all teachers' })).toBeInTheDocument();
    expect(await screen.findByText('No teachers yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/get-teachers?page=1&pageSize=10', expect.anything());
  });

  it('says what to do next on an empty list, with the button that does it', async () => {
    mockFetch((path) =>
      path === '/api/admins/default-password'
        ? jsonResponse(200, { password: SERVER_DEFAULT_PASSWORD })
        : jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('No teachers yet.')).toBeInTheDocument();
    expect(within(main).getByText(/import several from a CSV file/)).toBeInTheDocument();

    await user.click(within(main).getByRole('button', { name: 'Create account for teacher' }));

    expect(router.state.location.pathname).toBe('/admin/teachers/new');
    expect(await within(main).findByRole('heading', { name: 'Create account for teacher' })).toBeInTheDocument();
  });

  it('lists every group and switches the active view from the menu', async () => {
    mockFetch((path) =>
      path === '/api/admins/default-password'
        ? jsonResponse(200, { password: SERVER_DEFAULT_PASSWORD })
        : jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const main = screen.getByRole('main');

    // One pass over the menu's buttons: a role query per group recomputes every button's name.
    const buttons = within(nav).getAllByRole('button');
    for (const group of ADMIN_GROUPS) {
      expect(buttons.find((button) => button.textContent === group)).toHaveAccessibleName(group);
    }

    await user.click(within(nav).getByRole('button', { name: 'Create account for teacher' }));
    expect(router.state.location.pathname).toBe('/admin/teachers/new');
    expect(await within(main).findByRole('heading', { name: 'Create account for teacher' })).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'View all teachers' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'News and updates' }));
    await user.click(await within(nav).findByRole('button', { name: 'Create news and updates' }));
    expect(router.state.location.pathname).toBe('/admin/news/new');
    expect(await within(main).findByRole('heading', { name: 'Create news and updates' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'General Newsletters / Memos' }));
    await user.click(await within(nav).findByRole('button', { name: 'Upload newsletters or memos' }));
    expect(router.state.location.pathname).toBe('/admin/newsletters');
    expect(await within(main).findByRole('heading', { name: 'Upload newsletters or memos' })).toBeInTheDocument();
  });

  it("opens 'Timetables' from the Classes group", async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Classes' }));
    await user.click(await within(nav).findByRole('button', { name: 'Timetables' }));

    expect(router.state.location.pathname).toBe('/admin/timetables');
    expect(await screen.findByRole('heading', { name: 'Timetables' })).toBeInTheDocument();
    expect(screen.getByText('Choose a section or a teacher to see its week.')).toBeInTheDocument();
  });

  it("opens 'Attendance settings' from the School year group", async () => {
    mockFetch((path) =>
      path === '/api/admins/attendance-settings'
        ? jsonResponse(200, { registers: 'both', editDays: 7, chronicPercent: 10 })
        : jsonResponse(200, []),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'School year' }));
    await user.click(await within(nav).findByRole('button', { name: 'Attendance settings' }));

    expect(router.state.location.pathname).toBe('/admin/school-year/attendance-settings');
    expect(await screen.findByRole('heading', { name: 'Attendance settings' })).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Days a teacher may edit a register' })).toHaveValue(7);
  });

  it("opens 'Records' at its own address, its learners to complete leading to their records", async () => {
    mockFetch((path) => {
      if (path === '/api/admins/school-years') return jsonResponse(200, { years: [] });
      if (path === '/api/records/incomplete') {
        return jsonResponse(200, { learners: [{ studentID: 's-9', name: 'Tala Mercado', section: null, missing: ['lrn'] }], total: 1 });
      }
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Records' }));
    // The group's own button comes first, then (once the group unfolds) its screen of the same name.
    const records = await waitFor(() => {
      const found = within(nav).getAllByRole('button', { name: 'Records' });
      expect(found).toHaveLength(2);
      return found[1]!;
    });
    await user.click(records);

    expect(router.state.location.pathname).toBe('/admin/records');
    await waitFor(() => expect(within(nav).getAllByRole('button', { name: 'Records' })[1]).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByRole('heading', { name: 'Records', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tala Mercado' })).toHaveAttribute('href', '/admin/students/s-9');
  });

  it("lists the Guardians group's screens, and a student's details offer 'Create guardian account'", async () => {
    const fetchMock = mockFetch((path) => {
      if (path.startsWith('/api/admins/guardians?')) return jsonResponse(200, { guardians: [], total: 0, page: 1, pageSize: 20 });
      const juan = { ...studentUser, parent_guardian: { ...studentUser.parent_guardian, email: 'rosa@school.test' } };
      if (path.startsWith('/api/admins/get-students?')) return jsonResponse(200, { students: [juan], total: 1, page: 1, pageSize: 10 });
      if (path === `/api/admins/get-student?id=${juan._id}`) return jsonResponse(200, juan);
      if (path === '/api/admins/create-guardian-from-student') {
        const refusal = 'A guardian account with this email already exists; link it instead.';
        return jsonResponse(409, { message: refusal, errors: { email: refusal } });
      }
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Guardians' }));
    for (const view of ['Create guardian account', 'Students without a guardian account']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'View all guardians' }));
    expect(router.state.location.pathname).toBe('/admin/guardians');
    expect(await screen.findByRole('heading', { name: 'View all guardians' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Import from CSV' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Students' }));
    await user.click(await within(nav).findByRole('button', { name: 'View all students' }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Student details' });
    await user.click(await within(panel).findByRole('button', { name: 'Create guardian account for Juan Dela Cruz' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'A guardian account with this email already exists; link it instead.',
    );
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-guardian-from-student')!;
    expect(JSON.parse(String(init?.body))).toEqual({ studentID: studentUser._id });
  });

  it("lists the Attendance group's screens and opens 'Registers not taken'", async () => {
    mockFetch((path) =>
      path.startsWith('/api/attendance/not-taken?')
        ? jsonResponse(200, { date: '2026-11-24', schoolDay: true, registers: [] })
        : jsonResponse(200, []),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Attendance' }));
    for (const view of ['Section attendance', 'Student attendance', 'Chronic absence', 'Excuses', 'Export']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'Registers not taken' }));

    expect(router.state.location.pathname).toBe('/admin/attendance/not-taken');
    expect(await screen.findByRole('heading', { name: 'Registers not taken' })).toBeInTheDocument();
    expect(await screen.findByText('Every register of this day has been taken.')).toBeInTheDocument();
  });

  it('starts the shown screen afresh when its menu entry is chosen again, adding no history entry', async () => {
    mockFetch((path) =>
      path.startsWith('/api/admins/get-teachers?')
        ? jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 })
        : jsonResponse(200, []),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const heading = await screen.findByRole('heading', { name: 'View all teachers' });

    await user.click(within(nav).getByRole('button', { name: 'View all teachers' }));

    expect(router.state.location.pathname).toBe('/admin/teachers');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'View all teachers' })).not.toBe(heading);
  });

  it('opens the screen its address names, and Back and Forward move between screens', async () => {
    mockFetch((path) =>
      path === '/api/admins/attendance-settings'
        ? jsonResponse(200, { registers: 'both', editDays: 7, chronicPercent: 10 })
        : jsonResponse(200, []),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/school-year/attendance-settings');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(await screen.findByRole('heading', { name: 'Attendance settings' })).toBeInTheDocument();
    // The group holding the screen opens on its own, its entry marked.
    expect(within(nav).getByRole('button', { name: 'Attendance settings' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Classes' }));
    await user.click(await within(nav).findByRole('button', { name: 'Timetables' }));
    expect(await screen.findByRole('heading', { name: 'Timetables' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/admin/school-year/attendance-settings');
    expect(await screen.findByRole('heading', { name: 'Attendance settings' })).toBeInTheDocument();

    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Timetables' })).toBeInTheDocument();
  });

  it('says "Page not found" with the way back at an address that names no screen', async () => {
    mockFetch((path) =>
      path === '/api/admins/home' ? jsonResponse(200, QUIET_HOME) : jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }),
    );
    const { user, router } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/no-such-screen');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).queryByRole('button', { current: 'page' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to the start' }));

    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByRole('heading', { name: 'Today at school' })).toBeInTheDocument();
  });

  it('signs out through the API and reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Signed out.' }));
    const { user } = renderAtAddress(<AdminShell user={adminUser} />, '/admin/teachers');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
