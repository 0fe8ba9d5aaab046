import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { browserWithPasskeys, dismissedPrompt } from '@/testing/passkeys';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import type { PasskeyView } from '@/types/wire';
import { AccountDialogs } from './account-dialogs';
import { useAccountDialogStore } from './account-dialog-store';
import { AccountNavItems } from './account-nav-items';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const LAPTOP: PasskeyView = {
  id: '0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b',
  name: 'Laptop',
  created_at: '2026-11-28T01:00:00.000Z',
  last_used_at: '2026-11-30T02:15:00.000Z',
};
const OPTIONS = { challenge: 'c2lnbiBtZQ', rp: { id: 'localhost', name: 'Lyceum' } };
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };

function Menu() {
  return (
    <>
      <AccountNavItems />
      <AccountDialogs />
    </>
  );
}

/** A server holding `passkeys`; adding, renaming and removing change them. */
function serverWith(passkeys: PasskeyView[]) {
  let held = [...passkeys];
  return mockFetch((path, init) => {
    if (path === '/api/passkeys' && init.method === 'GET') return jsonResponse(200, { passkeys: held });
    if (path === '/api/passkeys/options') return jsonResponse(200, { ceremony: 'cer-1', options: OPTIONS });
    if (path === '/api/passkeys' && init.method === 'POST') {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      if (name === 'Taken') return jsonResponse(400, { message: 'Too long', errors: { name: 'Keep the name to 60 letters or fewer, on one line.' } });
      const added = { id: 'new-1', name, created_at: '2026-12-02T01:00:00.000Z', last_used_at: null };
      held = [...held, added];
      return jsonResponse(201, added);
    }
    const id = path.replace('/api/passkeys/', '');
    if (init.method === 'PATCH') {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      held = held.map((passkey) => (passkey.id === id ? { ...passkey, name } : passkey));
      return jsonResponse(200, { message: 'Passkey renamed.' });
    }
    if (init.method === 'DELETE') {
      held = held.filter((passkey) => passkey.id !== id);
      return jsonResponse(200, { message: 'Passkey removed.' });
    }
    return jsonResponse(404, { message: 'Not found.' });
  });
}

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Passkeys' }));
  return screen.findByRole('dialog', { name: 'Passkeys' });
}

describe('Passkeys', () => {
  beforeEach(() => {
    useAccountDialogStore.setState({ open: null });
    useSessionStore.setState({ session: { role: 'student', user: studentUser } });
    browser.startRegistration.mockReset();
    browserWithPasskeys();
  });

  it('lists the passkeys with when they were added and last used, or says there are none', async () => {
    serverWith([LAPTOP]);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    const card = await within(dialog).findByRole('listitem', { name: 'Laptop' });
    expect(within(card).getByText(/^Added Nov 28, 2026/)).toBeInTheDocument();
    expect(within(card).getByText(/^Last used Nov 30, 2026/)).toBeInTheDocument();

    serverWith([]);
    await user.keyboard('{Escape}');
    const again = await openDialog(user);
    expect(await within(again).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds a passkey under the name given, through the browser prompt, and lists it', async () => {
    const fetchMock = serverWith([]);
    browser.startRegistration.mockResolvedValue(CREDENTIAL);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    const name = within(dialog).getByLabelText('Passkey name');
    await user.clear(name);
    await user.type(name, 'School laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey “School laptop” added.')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/passkeys',
      expect.objectContaining({ body: JSON.stringify({ ceremony: 'cer-1', credential: CREDENTIAL, name: 'School laptop' }) }),
    );
    expect(await within(dialog).findByRole('listitem', { name: 'School laptop' })).toBeInTheDocument();
    expect(within(dialog).getByText('Not used to sign in yet')).toBeInTheDocument();
  });

  it('asks for a name first, shows the server’s word beside it, and says when the prompt was closed', async () => {
    const fetchMock = serverWith([]);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    const name = within(dialog).getByLabelText('Passkey name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(dialog).findByText('Give the passkey a name, such as the device it is on.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/passkeys/options', expect.anything());

    browser.startRegistration.mockRejectedValueOnce(dismissedPrompt());
    await user.type(name, 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('No passkey was made.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/passkeys', expect.objectContaining({ method: 'POST' }));

    browser.startRegistration.mockResolvedValue(CREDENTIAL);
    await user.clear(name);
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(dialog).findByText('Keep the name to 60 letters or fewer, on one line.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a passkey in place, and removes one only after a confirmation', async () => {
    const fetchMock = serverWith([LAPTOP]);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    const card = await within(dialog).findByRole('listitem', { name: 'Laptop' });

    await user.click(within(card).getByRole('button', { name: 'Rename Laptop' }));
    const field = within(card).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Work laptop{Enter}');
    expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/passkeys/${LAPTOP.id}`, expect.objectContaining({ method: 'PATCH' }));
    const renamed = await within(dialog).findByRole('listitem', { name: 'Work laptop' });

    await user.click(within(renamed).getByRole('button', { name: 'Remove Work laptop' }));
    expect(confirm).toHaveBeenCalledWith('Remove the passkey “Work laptop”? It will no longer sign you in.');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'DELETE' }));
    confirm.mockReturnValue(true);
    await user.click(within(renamed).getByRole('button', { name: 'Remove Work laptop' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('offers no new passkey where the browser cannot make one', async () => {
    vi.stubGlobal('isSecureContext', false);
    serverWith([]);
    const { user } = renderWithProviders(<Menu />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/This browser cannot make passkeys here/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
