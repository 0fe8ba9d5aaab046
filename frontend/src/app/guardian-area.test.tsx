import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHOSEN_CHILD_STORAGE_KEY, useChosenChildStore } from '@/features/guardian-portal/stores/chosen-child-store';
import { ana, juan } from '@/features/guardian-portal/testing/children';
import type { Child } from '@/features/guardian-portal/types';
import { useSessionStore } from '@/lib/session-store';
import { guardianUser, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Session } from '@/types/api';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

/**
 * A server with one guardian account on `password`: it signs in, restores the session, changes
 * the password and lists the guardian's `children`.
 */
function guardianServer({ children, startingPassword = false }: { children: Child[]; startingPassword?: boolean }) {
  let session: Session | null = null;
  let mustChange = startingPassword;
  return mockFetch((path, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    switch (path) {
      case '/api/session':
        return session ? jsonResponse(200, session) : jsonResponse(401, { message: 'You are not signed in.' });
      case '/api/guardians/login':
        if (body.password !== 'Welcome-2031') return jsonResponse(401, { message: 'Invalid email or password.' });
        session = { role: 'guardian', user: { ...guardianUser, must_change_password: mustChange } };
        return jsonResponse(200, session.user);
      case '/api/password':
        mustChange = false;
        session = { role: 'guardian', user: { ...guardianUser, must_change_password: false } };
        return jsonResponse(200, { message: 'Password changed.' });
      case '/api/guardians/children':
        if (mustChange) return jsonResponse(403, { message: 'Set a new password before continuing.', code: 'password_change_required' });
        return jsonResponse(200, { children });
      default:
        return jsonResponse(404, { message: 'Not found.' });
    }
  });
}

async function signIn(user: ReturnType<typeof renderAt>['user'], password = 'Welcome-2031') {
  await user.type(await screen.findByLabelText('Email'), guardianUser.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the guardian area at /guardian', () => {
  beforeEach(() => {
    useChosenChildStore.setState({ byGuardian: {} });
    localStorage.clear();
  });

  it('shows the guardian login, in the look of the other portals, to a visitor', async () => {
    guardianServer({ children: [] });
    renderAt('/guardian');

    expect(await screen.findByRole('heading', { name: 'Login as a Guardian' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs in at POST /api/guardians/login, asks for a new password first, then opens the portal', async () => {
    const fetchMock = guardianServer({ children: [ana, juan], startingPassword: true });
    const { user } = renderAt('/guardian');
    await screen.findByRole('heading', { name: 'Login as a Guardian' });

    await signIn(user, 'wrong-password');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login as a Guardian' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Welcome-2031{Enter}');
    expect(await screen.findByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/guardians/login',
      expect.objectContaining({ body: JSON.stringify({ email: guardianUser.email, password: 'Welcome-2031' }) }),
    );

    await user.type(screen.getByLabelText('Current password'), 'Welcome-2031');
    await user.type(screen.getByLabelText('New password'), 'rosa-own-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'rosa-own-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    const nav = await screen.findByRole('navigation', { name: 'Guardian menu' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Home',
      'Timetable',
      'Attendance',
      'Grades',
      'Classwork',
      'Class stream',
      'Absence notes',
      'Teachers',
      'Fees',
      'News and announcements',
      'General Newsletters / Memos',
      'Messages',
      'Rosa Dela Cruz',
      'Change password',
      'Passkeys',
      "Where you're signed in",
      'Sign out everywhere',
      'Sign Out',
    ]);
    expect(screen.getByText('Hi, Rosa!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana Dela Cruz' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/password',
      expect.objectContaining({ body: JSON.stringify({ current_password: 'Welcome-2031', new_password: 'rosa-own-pass-1' }) }),
    );
  });

  it('restores a guardian session on reload, and keeps the chosen child across reloads', async () => {
    guardianServer({ children: [ana, juan] });
    useSessionStore.setState({ session: null });
    const first = renderAt('/guardian');
    await signIn(first.user);

    // Two children: the switcher shows, on the first child by last then first name.
    const switcher = await screen.findByRole('textbox', { name: 'Child' });
    expect(switcher).toHaveValue('Ana Dela Cruz');
    expect(await screen.findByRole('heading', { name: 'Ana Dela Cruz' })).toBeInTheDocument();
    expect(screen.getAllByText('Not in a section yet')).toHaveLength(2);

    await first.user.click(switcher);
    await first.user.click(await screen.findByRole('option', { name: 'Juan Dela Cruz' }));
    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByText('Grade 7')).toBeInTheDocument();
    expect(screen.getByText('Rizal')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CHOSEN_CHILD_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { byGuardian: { [guardianUser._id]: juan._id } },
    });
    first.unmount();

    // A reload: the page starts afresh, asks who is signed in, and finds the choice kept.
    useSessionStore.setState({ session: null });
    await useChosenChildStore.persist.rehydrate();
    renderAt('/guardian');
    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Child' })).toHaveValue('Juan Dela Cruz');
  });

  it('shows no switcher for one child, and a clear text when no child is linked', async () => {
    guardianServer({ children: [juan] });
    const one = renderAt('/guardian');
    await signIn(one.user);
    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Child' })).not.toBeInTheDocument();
    one.unmount();

    useSessionStore.setState({ session: null });
    guardianServer({ children: [] });
    const none = renderAt('/guardian');
    await signIn(none.user);
    expect(
      await screen.findByText(
        'No child is linked to your account yet. Please ask the school office to link your child to your account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Child' })).not.toBeInTheDocument());
  });
});
