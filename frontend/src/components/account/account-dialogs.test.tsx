import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { AccountDialogs } from './account-dialogs';
import { useAccountDialogStore } from './account-dialog-store';
import { AccountNavItems } from './account-nav-items';
import { PASSWORD_MESSAGES } from './password-rules';

function Menu() {
  return (
    <>
      <AccountNavItems />
      <AccountDialogs />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('Account dialogs', () => {
  beforeEach(() => {
    useAccountDialogStore.setState({ open: null });
    useSessionStore.setState({ session: { role: 'teacher', user: teacherUser } });
  });

  it("'Change password' opens the form, checks it beside the fields and closes once saved", async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/password'
        ? jsonResponse(200, { message: 'Password updated.' })
        : jsonResponse(200, { role: 'teacher', user: teacherUser }),
    );
    const { user } = renderWithProviders(<Menu />);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toBeInTheDocument();

    await user.type(field('Current password'), 'old-password-1');
    await user.type(field('New password'), 'seven77');
    await user.type(field('Confirm new password'), 'other-one');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field('New password'));
    await user.type(field('New password'), 'a-new-password');
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'a-new-password{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/password',
      expect.objectContaining({
        body: JSON.stringify({ current_password: 'old-password-1', new_password: 'a-new-password' }),
      }),
    );
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
  }, 20_000);

  it('shows a wrong current password beside its field and keeps the dialog open', async () => {
    mockFetch(() =>
      jsonResponse(400, { message: 'Check the form.', errors: { current_password: 'Your current password is not correct.' } }),
    );
    const { user } = renderWithProviders(<Menu />);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(await screen.findByLabelText('Current password', { exact: true }), 'wrong-one-1');
    await user.type(field('New password'), 'a-new-password');
    await user.type(field('Confirm new password'), 'a-new-password{Enter}');

    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it("'Sign out everywhere' asks first; Cancel sends nothing, confirming ends every session and reloads", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Signed out everywhere.' }));
    const { user } = renderWithProviders(<Menu />);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/logout-everywhere', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
