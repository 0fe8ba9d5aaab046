import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { cashierUser, deferred, jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows a spinner on Sign in while pending, then a toast with the server message on 401', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = renderWithProviders(<LoginForm role="admin" />);

    await user.type(screen.getByLabelText('Email'), 'admin@lyceum.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'admin@lyceum.test', password: 'wrong-password' }),
      }),
    );

    answer.resolve(jsonResponse(401, { message: 'Invalid email or password.' }));

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows the throttling message the server sends on 429', async () => {
    mockFetch(() => jsonResponse(429, { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }));
    const { user } = renderWithProviders(<LoginForm role="student" />);

    await user.type(screen.getByLabelText('Email'), 'student1@demo.lyceum.test');
    await user.type(screen.getByLabelText('Password'), 'nope{Enter}');

    expect(
      await screen.findByText('Too many failed sign-in attempts. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('submits on Enter to its own role’s endpoint and stores the signed-in user', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, teacherUser));
    const { user } = renderWithProviders(<LoginForm role="teacher" />);

    await user.type(screen.getByLabelText('Email'), 'teacher1@demo.lyceum.test');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-123{Enter}');

    await waitFor(() => expect(useSessionStore.getState().session).toEqual({ role: 'teacher', user: teacherUser }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/teachers/login');
  });

  it('asks the session after a staff sign-in, which says whether it is an administrator or a cashier', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/session' ? jsonResponse(200, { role: 'cashier', user: cashierUser }) : jsonResponse(200, cashierUser),
    );
    const { user } = renderWithProviders(<LoginForm role="admin" />);

    await user.type(screen.getByLabelText('Email'), cashierUser.email);
    await user.type(screen.getByLabelText('Password'), 'cashier-pass-1{Enter}');

    await waitFor(() => expect(useSessionStore.getState().session).toEqual({ role: 'cashier', user: cashierUser }));
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/admins/login', '/api/session']);
  });
});
