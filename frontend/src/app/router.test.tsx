import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/types/api';
import {
  adminUser,
  deferred,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  studentUser,
  teacherUser,
} from '@/testing/test-utils';
import { api } from '@/lib/api-client';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

function serveSession(session: Session | null) {
  return mockFetch((path) => {
    if (path === '/api/session') {
      return session ? jsonResponse(200, session) : jsonResponse(401, { message: 'You are not signed in.' });
    }
    return jsonResponse(404, { message: 'Not found.' });
  });
}

describe('routes', () => {
  it('shows a loader while the session is being restored', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    renderAt('/admin');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    answer.resolve(jsonResponse(401, { message: 'You are not signed in.' }));
    expect(await screen.findByRole('heading', { name: 'Login as a Admin' })).toBeInTheDocument();
  });

  it.each([
    ['/admin', 'Login as a Admin'],
    ['/teacher', 'Login as a Teacher'],
    ['/guardian', 'Login as a Guardian'],
    ['/student', 'Login as a Student'],
    ['/', 'Login as a Student'],
    ['/some/where', 'Login as a Student'],
  ])('shows %s’s login screen to a visitor who is not signed in', async (path, heading) => {
    serveSession(null);
    renderAt(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows /admin/class-list/:id to an administrator only, without the admin menu', async () => {
    mockFetch((path) => {
      if (path === '/api/session') return jsonResponse(200, { role: 'admin', user: adminUser });
      if (path === '/api/admins/class-list?sectionID=sec-1') {
        const list = { section_id: 'sec-1', section: 'Rizal', level: 'Grade 7', category: 'JHS', adviser: null };
        return jsonResponse(200, { ...list, students: [] });
      }
      return jsonResponse(404, { message: 'Not found.' });
    });
    renderAt('/admin/class-list/sec-1');

    expect(await screen.findByRole('heading', { name: 'Class list: Rizal' })).toBeInTheDocument();
    expect(screen.queryByText('View all teachers')).not.toBeInTheDocument();
  });

  it('shows the admin login at /admin/class-list/:id to a student', async () => {
    serveSession({ role: 'student', user: studentUser });
    renderAt('/admin/class-list/sec-1');

    expect(await screen.findByRole('heading', { name: 'Login as a Admin' })).toBeInTheDocument();
  });

  it('shows an area’s login screen when someone of another role is signed in', async () => {
    serveSession({ role: 'student', user: studentUser });
    renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Login as a Admin' })).toBeInTheDocument();
  });

  it.each([
    ['/admin', { role: 'admin', user: adminUser } as Session, 'Today at school'],
    ['/admin/teachers', { role: 'admin', user: adminUser } as Session, 'View all teachers'],
    ['/teacher', { role: 'teacher', user: teacherUser } as Session, 'Home'],
    ['/', { role: 'student', user: studentUser } as Session, 'News and announcements'],
    // A reload keeps the screen the address names.
    ['/admin/students/new', { role: 'admin', user: adminUser } as Session, 'Create account for student'],
    ['/teacher/timetable', { role: 'teacher', user: teacherUser } as Session, 'Timetable'],
    ['/student/attendance', { role: 'student', user: studentUser } as Session, 'Attendance'],
    ['/teacher/classwork', { role: 'teacher', user: teacherUser } as Session, 'Classwork'],
    ['/student/classwork', { role: 'student', user: studentUser } as Session, 'Classwork'],
    ['/teacher/announcements', { role: 'teacher', user: teacherUser } as Session, 'Announcements'],
    ['/student/stream', { role: 'student', user: studentUser } as Session, 'Class stream'],
    // An address naming nothing in the area.
    ['/anything', { role: 'student', user: studentUser } as Session, 'Page not found'],
    ['/admin/nothing/here', { role: 'admin', user: adminUser } as Session, 'Page not found'],
  ])('restores the session at %s and shows the shell', async (path, session, heading) => {
    serveSession(session);
    renderAt(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the change-password screen while the account uses its default password', async () => {
    serveSession({ role: 'teacher', user: { ...teacherUser, must_change_password: true } });
    renderAt('/teacher');

    expect(await screen.findByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('swaps the shell for the login screen, saying why, when a later call answers 401', async () => {
    serveSession({ role: 'admin', user: adminUser });
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Today at school' });

    mockFetch(() => jsonResponse(401, { message: 'You are not signed in.' }));
    await act(() => api.get('/api/admins/get-teachers').catch(() => undefined));

    expect(await screen.findByRole('heading', { name: 'Login as a Admin' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('swaps the shell for the change-password screen when a call answers password_change_required', async () => {
    serveSession({ role: 'student', user: studentUser });
    renderAt('/student');
    await screen.findByText('Hi, Juan!');

    mockFetch(() =>
      jsonResponse(403, { message: 'Set a new password before continuing.', code: 'password_change_required' }),
    );
    await act(() => api.get('/api/students/conversations').catch(() => undefined));

    expect(await screen.findByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
  });

  it('signs in from the login screen and shows the shell without a reload', async () => {
    mockFetch((path) => {
      if (path === '/api/session') return jsonResponse(401, { message: 'You are not signed in.' });
      if (path === '/api/students/classwork') return jsonResponse(200, { todo: [], missing: [] });
      return jsonResponse(200, studentUser);
    });
    const { user } = renderAt('/student');

    await user.type(await screen.findByLabelText('Email'), 'student1@demo.lyceum.test');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-123{Enter}');

    expect(await screen.findByText('Hi, Juan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Login as a Student' })).not.toBeInTheDocument());
  });
});
