import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_DEFAULT_PASSWORD,
  adminUser,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  studentUser,
} from '@/testing/test-utils';
import { useAdminViewStore } from '../stores/admin-view-store';
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
  'Teachers',
  'Students',
  'Guardians',
  'Classes',
  'School year',
  'Attendance',
  'Grades',
  'News and updates',
  'General Newsletters / Memos',
  'Audit log',
  'Administrators',
];

describe('AdminShell', () => {
  beforeEach(() => {
    useAdminViewStore.setState({ activeView: '0 Teachers' });
  });

  it("shows '0 Teachers' (View all teachers) by default", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }));
    renderWithProviders(<AdminShell user={adminUser} />);

    expect(useAdminViewStore.getState().activeView).toBe('0 Teachers');
    expect(await screen.findByRole('heading', { name: 'View all teachers' })).toBeInTheDocument();
    expect(await screen.findByText('No teachers yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/get-teachers?page=1&pageSize=10', expect.anything());
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getByRole('button', { name: 'View all teachers' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists every group and switches the active view from the menu', async () => {
    mockFetch((path) =>
      path === '/api/admins/default-password'
        ? jsonResponse(200, { password: SERVER_DEFAULT_PASSWORD })
        : jsonResponse(200, { teachers: [], total: 0, page: 1, pageSize: 10 }),
    );
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const main = screen.getByRole('main');

    // One pass over the menu's buttons: a role query per group recomputes every button's name.
    const buttons = within(nav).getAllByRole('button');
    for (const group of ADMIN_GROUPS) {
      expect(buttons.find((button) => button.textContent === group)).toHaveAccessibleName(group);
    }

    await user.click(within(nav).getByRole('button', { name: 'Create account for teacher' }));
    expect(useAdminViewStore.getState().activeView).toBe('1 Teachers');
    expect(await within(main).findByRole('heading', { name: 'Create account for teacher' })).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'View all teachers' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'News and updates' }));
    await user.click(await within(nav).findByRole('button', { name: 'Create news and updates' }));
    expect(useAdminViewStore.getState().activeView).toBe('1 News and updates');
    expect(await within(main).findByRole('heading', { name: 'Create news and updates' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'General Newsletters / Memos' }));
    await user.click(await within(nav).findByRole('button', { name: 'Upload newsletters or memos' }));
    expect(useAdminViewStore.getState().activeView).toBe('0 General Newsletters / Memos');
    expect(await within(main).findByRole('heading', { name: 'Upload newsletters or memos' })).toBeInTheDocument();
  });

  it("opens 'Timetables' from the Classes group", async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Classes' }));
    await user.click(await within(nav).findByRole('button', { name: 'Timetables' }));

    expect(useAdminViewStore.getState().activeView).toBe('2 Classes');
    expect(await screen.findByRole('heading', { name: 'Timetables' })).toBeInTheDocument();
    expect(screen.getByText('Choose a section or a teacher to see its week.')).toBeInTheDocument();
  });

  it("opens 'Attendance settings' from the School year group", async () => {
    mockFetch((path) =>
      path === '/api/admins/attendance-settings'
        ? jsonResponse(200, { registers: 'both', editDays: 7, chronicPercent: 10 })
        : jsonResponse(200, []),
    );
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'School year' }));
    await user.click(await within(nav).findByRole('button', { name: 'Attendance settings' }));

    expect(useAdminViewStore.getState().activeView).toBe('1 School year');
    expect(await screen.findByRole('heading', { name: 'Attendance settings' })).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Days a teacher may edit a register' })).toHaveValue(7);
  });

  it("lists the Guardians group's screens, and a student's details offer 'Create guardian account'", async () => {
    const fetchMock = mockFetch((path) => {
      if (path.startsWith('/api/admins/guardians?')) return jsonResponse(200, { guardians: [], total: 0, page: 1, pageSize: 20 });
      if (path.startsWith('/api/admins/get-students?')) {
        return jsonResponse(200, { students: [{ ...studentUser, parent_guardian: { ...studentUser.parent_guardian, email: 'rosa@school.test' } }], total: 1, page: 1, pageSize: 10 });
      }
      if (path === '/api/admins/create-guardian-from-student') {
        const refusal = 'A guardian account with this email already exists; link it instead.';
        return jsonResponse(409, { message: refusal, errors: { email: refusal } });
      }
      return jsonResponse(200, []);
    });
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Guardians' }));
    for (const view of ['Create guardian account', 'Students without a guardian account']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'View all guardians' }));
    expect(useAdminViewStore.getState().activeView).toBe('0 Guardians');
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
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });

    await user.click(within(nav).getByRole('button', { name: 'Attendance' }));
    for (const view of ['Section attendance', 'Student attendance', 'Chronic absence', 'Excuses', 'Export']) {
      expect(await within(nav).findByRole('button', { name: view })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'Registers not taken' }));

    expect(useAdminViewStore.getState().activeView).toBe('0 Attendance');
    expect(await screen.findByRole('heading', { name: 'Registers not taken' })).toBeInTheDocument();
    expect(await screen.findByText('Every register of this day has been taken.')).toBeInTheDocument();
  });

  it('starts the shown screen afresh when its menu entry is chosen again', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const before = useAdminViewStore.getState().visit;

    await user.click(within(nav).getByRole('button', { name: 'View all teachers' }));

    expect(useAdminViewStore.getState().activeView).toBe('0 Teachers');
    expect(useAdminViewStore.getState().visit).toBe(before + 1);
  });

  it('signs out through the API and reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Signed out.' }));
    const { user } = renderWithProviders(<AdminShell user={adminUser} />);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
