import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { browserWithPasskeys, dismissedPrompt } from '@/testing/passkeys';
import { cashierUser, jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const OPTIONS = { challenge: 'c2lnbiBtZQ', rpId: 'localhost', allowCredentials: [] };
const ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const REFUSED = 'That passkey could not sign you in. Try again, or sign in with your password.';

async function signInWithPassword(user: ReturnType<typeof renderWithProviders>['user'], email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'pass-word-1{Enter}');
}

describe('Sign in with a passkey', () => {
  beforeEach(() => {
    useSessionStore.setState({ session: null });
    browser.startAuthentication.mockReset();
    browserWithPasskeys();
  });

  it('signs in with the passkey the browser offers, with no email or password', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/sign-in/passkey/options'
        ? jsonResponse(200, { ceremony: 'cer-1', options: OPTIONS })
        : jsonResponse(200, { role: 'cashier', user: cashierUser }),
    );
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const { user } = renderWithProviders(<LoginForm role="admin" />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(useSessionStore.getState().session).toEqual({ role: 'cashier', user: cashierUser }));
    expect(fetchMock).toHaveBeenCalledWith('/api/sign-in/passkey/options', expect.objectContaining({ body: JSON.stringify({ role: 'admin' }) }));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/sign-in/passkey',
      expect.objectContaining({ body: JSON.stringify({ ceremony: 'cer-1', credential: ANSWER }) }),
    );
  });

  it('says so when the prompt was closed or the passkey refused, and stays signed out', async () => {
    mockFetch((path) =>
      path === '/api/sign-in/passkey/options'
        ? jsonResponse(200, { ceremony: 'cer-1', options: OPTIONS })
        : jsonResponse(401, { message: REFUSED }),
    );
    browser.startAuthentication.mockRejectedValueOnce(dismissedPrompt());
    const { user } = renderWithProviders(<LoginForm role="teacher" />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('No passkey was used. Try again, or sign in with your password.')).toBeInTheDocument();

    browser.startAuthentication.mockResolvedValue(ANSWER);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('is not offered where the browser cannot use passkeys', () => {
    vi.stubGlobal('isSecureContext', false);
    renderWithProviders(<LoginForm role="student" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('gives the passkey the school requires after the password', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/teachers/login'
        ? jsonResponse(200, { second_step: 'passkey', challenge: 'tok-1', message: 'Use your passkey to finish signing in.', passkey: OPTIONS })
        : jsonResponse(200, { role: 'teacher', user: teacherUser }),
    );
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const { user } = renderWithProviders(<LoginForm role="teacher" />);
    await signInWithPassword(user, 'teacher1@demo.lyceum.test');

    expect(await screen.findByText('Use your passkey to finish signing in.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(useSessionStore.getState().session).toEqual({ role: 'teacher', user: teacherUser }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/sign-in/passkey',
      expect.objectContaining({ body: JSON.stringify({ ceremony: 'tok-1', credential: ANSWER }) }),
    );
  });

  it('offers a passkey instead of the code, and starts over when the sign-in expired', async () => {
    mockFetch((path) =>
      path === '/api/teachers/login'
        ? jsonResponse(200, { second_step: 'code', challenge: 'tok-1', message: 'Enter the code from your authenticator app.', passkey: OPTIONS })
        : jsonResponse(401, { message: 'Your sign-in has expired. Sign in again.' }),
    );
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const { user } = renderWithProviders(<LoginForm role="teacher" />);
    await signInWithPassword(user, 'teacher1@demo.lyceum.test');

    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('Your sign-in has expired. Sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
