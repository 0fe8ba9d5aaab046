import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const BOTH = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
];

describe("Sign in with the school's Google or Microsoft account", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers the providers the school turned on, each on its way to the provider for this login page', async () => {
    mockFetch(() => jsonResponse(404, { message: 'Not found.' }), { providers: BOTH });
    renderWithProviders(<LoginForm role="cashier" />);
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google).toHaveAttribute('href', '/api/sign-in/google/start?role=admin');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      '/api/sign-in/microsoft/start?role=admin',
    );
  });

  it('offers none until the school turns one on', async () => {
    const fetchMock = mockFetch(() => jsonResponse(404, { message: 'Not found.' }));
    renderWithProviders(<LoginForm role="teacher" />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why a provider did not sign in, and takes the reason off the address', async () => {
    window.history.replaceState(null, '', '/teacher?sign_in_error=refused');
    mockFetch(() => jsonResponse(404, { message: 'Not found.' }), { providers: BOTH });
    renderWithProviders(<LoginForm role="teacher" />);
    expect(
      await screen.findByText('Your school account could not sign you in here. Sign in with your password, or ask the school office.'),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('asks for the second step the sign-in still owes when it comes back waiting', async () => {
    window.history.replaceState(null, '', '/admin#challenge=tok-9');
    const fetchMock = mockFetch((path) =>
      path === '/api/sign-in/waiting'
        ? jsonResponse(200, { second_step: 'code', challenge: 'tok-9', message: 'Enter the code from your authenticator app.' })
        : jsonResponse(404, { message: 'Not found.' }),
    );
    renderWithProviders(<LoginForm role="admin" />);
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/sign-in/waiting', expect.objectContaining({ body: JSON.stringify({ challenge: 'tok-9' }) }));
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
  });
});
