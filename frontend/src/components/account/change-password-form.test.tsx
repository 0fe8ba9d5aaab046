import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import { PASSWORD_MESSAGES } from './password-rules';
import { ChangePasswordForm } from './change-password-form';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('ChangePasswordForm', () => {
  beforeEach(() => {
    useSessionStore.setState({
      session: { role: 'student', user: { ...studentUser, must_change_password: true } },
    });
  });

  it('checks the rules beside the fields and sends nothing while they fail', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Password updated.' }));
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText(PASSWORD_MESSAGES.currentRequired)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.tooShort));
    expect(field('Confirm new password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.mismatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors beside the fields', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: 'Check the form.',
        errors: { current_password: 'The current password is wrong.' },
      }),
    );
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(field('Current password'), 'not-the-default');
    await user.type(field('New password'), 'a-new-password');
    await user.type(field('Confirm new password'), 'a-new-password{Enter}');

    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password')).toHaveAccessibleDescription('The current password is wrong.');
    expect(useSessionStore.getState().session?.user.must_change_password).toBe(true);
  });

  it('sends the passwords, toasts "Password updated." and lets the user through', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/password'
        ? jsonResponse(200, { message: 'Password updated.' })
        : jsonResponse(200, { role: 'student', user: studentUser }),
    );
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(field('Current password'), 'demo-pass-123');
    await user.type(field('New password'), 'my-own-password');
    await user.type(field('Confirm new password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/password',
      expect.objectContaining({
        body: JSON.stringify({ current_password: 'demo-pass-123', new_password: 'my-own-password' }),
      }),
    );
    await waitFor(() => expect(useSessionStore.getState().session?.user.must_change_password).toBe(false));
  });
});
