import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, studentUser, teacherUser } from '@/testing/test-utils';
import type { SecondStepView } from '@/types/wire';
import { AccountDialogs } from './account-dialogs';
import { useAccountDialogStore } from './account-dialog-store';
import { AccountNavItems } from './account-nav-items';

function Menu() {
  return (
    <>
      <AccountNavItems />
      <AccountDialogs />
    </>
  );
}

const WRONG = 'That code is not right. Enter the newest code from your authenticator app.';
const CODES = Array.from({ length: 10 }, (_, i) => `kmnpq-rstu${i}`);

/** A server with the account's second step in `state`, which the calls change. */
function server(state: SecondStepView) {
  return mockFetch((path, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
    switch (path) {
      case '/api/second-step':
        return jsonResponse(200, state);
      case '/api/second-step/set-up':
        return jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lyceum:teacher1?secret=JBSWY3DPEHPK3PXP' });
      case '/api/second-step/confirm':
      case '/api/second-step/recovery-codes':
        if (body.code !== '246810') return jsonResponse(400, { message: WRONG, errors: { code: WRONG } });
        Object.assign(state, { enabled: true, recovery_codes_left: 10 });
        return jsonResponse(200, { recovery_codes: CODES });
      case '/api/second-step/turn-off':
        Object.assign(state, { enabled: false, recovery_codes_left: 0 });
        return jsonResponse(200, { message: 'Two-step sign-in is off.' });
      default:
        return jsonResponse(404, { message: 'No such call.' });
    }
  });
}

describe('Two-step sign-in', () => {
  beforeEach(() => {
    useAccountDialogStore.setState({ open: null });
    useSessionStore.setState({ session: { role: 'teacher', user: teacherUser } });
  });

  it('is offered to staff only', () => {
    useSessionStore.setState({ session: { role: 'student', user: studentUser } });
    renderWithProviders(<Menu />);
    expect(screen.queryByRole('button', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
  });

  it('sets it up with the QR code and a first code, then shows the recovery codes', async () => {
    const fetchMock = server({ enabled: false, recovery_codes_left: 0, required: false });
    const { user } = renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });

    await user.click(await within(dialog).findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(dialog).getByLabelText('Code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '246810{Enter}');
    expect(await within(dialog).findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved these codes' }));
    expect(await within(dialog).findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(within(dialog).getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/second-step/confirm',
      expect.objectContaining({ body: JSON.stringify({ code: '246810' }) }),
    );
  });

  it('turns it off with a code, and offers no way off when the school requires it', async () => {
    const state = { enabled: true, recovery_codes_left: 1, required: false };
    const fetchMock = server(state);
    const { user } = renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    expect(await within(dialog).findByText('1 recovery code left.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/second-step/turn-off', expect.anything());
    await user.type(within(dialog).getByLabelText('Code'), 'kmnpq-rstu1{Enter}');
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument());
  });

  it('says the school requires it and hides Turn off', async () => {
    server({ enabled: true, recovery_codes_left: 10, required: true });
    const { user } = renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    expect(await within(dialog).findByText(/Your school requires two-step sign-in for your account/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });
});
