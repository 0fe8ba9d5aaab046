import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { cashierUser, jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const WRONG = 'That code is not right. Enter the newest code from your authenticator app.';

async function signInWithPassword(user: ReturnType<typeof renderWithProviders>['user'], email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'pass-word-1{Enter}');
}

describe('LoginForm with two-step sign-in', () => {
  it('asks for the code after the password, shows a wrong one beside the field, then signs in', async () => {
    let tries = 0;
    const fetchMock = mockFetch((path) => {
      if (path === '/api/teachers/login')
        return jsonResponse(200, { second_step: 'code', challenge: 'tok-1', message: 'Enter the code from your authenticator app.' });
      tries += 1;
      return tries === 1
        ? jsonResponse(400, { message: WRONG, errors: { code: WRONG } })
        : jsonResponse(200, { role: 'teacher', user: teacherUser });
    });
    const { user } = renderWithProviders(<LoginForm role="teacher" />);
    await signInWithPassword(user, 'teacher1@demo.lyceum.test');

    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app.', { selector: '.mantine-TextInput-error, [id$="-error"]' })).toBeInTheDocument();

    await user.type(field, '123456{Enter}');
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '654321{Enter}');

    await waitFor(() => expect(useSessionStore.getState().session).toEqual({ role: 'teacher', user: teacherUser }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/sign-in/code',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'tok-1', code: '654321' }) }),
    );
  });

  it('goes back to the password when the sign-in has expired', async () => {
    mockFetch((path) =>
      path === '/api/teachers/login'
        ? jsonResponse(200, { second_step: 'code', challenge: 'tok-1', message: 'Enter the code from your authenticator app.' })
        : jsonResponse(401, { message: 'Your sign-in has expired. Sign in again.' }),
    );
    const { user } = renderWithProviders(<LoginForm role="teacher" />);
    await signInWithPassword(user, 'teacher1@demo.lyceum.test');
    await user.type(await screen.findByLabelText('Code'), '123456{Enter}');

    expect(await screen.findByText('Your sign-in has expired. Sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sets two-step sign-in up when the school requires it, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}${i}`);
    const fetchMock = mockFetch((path) => {
      if (path === '/api/admins/login')
        return jsonResponse(200, {
          second_step: 'set_up',
          challenge: 'tok-2',
          message: 'Your school requires two-step sign-in. Set it up to continue.',
        });
      if (path === '/api/sign-in/set-up')
        return jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lyceum:cashier%40lyceum.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
      return jsonResponse(200, { role: 'cashier', user: cashierUser, recovery_codes: codes });
    });
    const { user } = renderWithProviders(<LoginForm role="admin" />);
    await signInWithPassword(user, 'cashier@lyceum.test');

    expect(await screen.findByText('Your school requires two-step sign-in. Set it up to continue.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText(codes[9])).toBeInTheDocument();
    // Not in the area until the codes were seen.
    expect(useSessionStore.getState().session).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(useSessionStore.getState().session).toEqual({ role: 'cashier', user: cashierUser });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sign-in/confirm',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'tok-2', code: '123456' }) }),
    );
  });
});
