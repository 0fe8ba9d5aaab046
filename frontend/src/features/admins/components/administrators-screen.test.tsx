import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { AdminAccount } from '../api/admins';
import { AdministratorsScreen } from './administrators-screen';
import { ADMIN_FORM_MESSAGES } from './form-errors';

const me: AdminAccount = {
  _id: '11111111-1111-4111-8111-111111111111',
  email: 'admin@lyceum.test',
  createdAt: '2026-09-01T08:00:00Z',
  must_change_password: false,
  you: true,
  role: 'admin',
  second_step: true,
};
const registrar: AdminAccount = {
  _id: '22222222-2222-4222-8222-222222222222',
  email: 'registrar@lyceum.test',
  createdAt: '2026-10-01T08:00:00Z',
  must_change_password: true,
  you: false,
  role: 'admin',
  second_step: true,
};
const cashier: AdminAccount = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'cashier@lyceum.test',
  createdAt: '2026-11-01T08:00:00Z',
  must_change_password: true,
  you: false,
  role: 'cashier',
  second_step: false,
};

/** A server holding `admins`, answering each change with `answer`. */
function server(answer: (path: string, body: unknown) => Response = () => jsonResponse(200, { message: 'Done.' })) {
  return mockFetch((path, init) => {
    if (path === '/api/admins/admins') return jsonResponse(200, { admins: [me, registrar, cashier] });
    if (path === '/api/admins/sign-in-settings' && !init.body) return jsonResponse(200, { second_step_required: false });
    if (path === '/api/admins/school-accounts' && !init.body) return jsonResponse(200, { providers: [] });
    return answer(path, init.body ? JSON.parse(String(init.body)) : undefined);
  });
}

const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

describe('AdministratorsScreen', () => {
  it('lists the administrators, marks oneself and offers no action on one’s own account', async () => {
    server();
    renderWithProviders(<AdministratorsScreen />);

    expect(await screen.findByText('registrar@lyceum.test')).toBeInTheDocument();
    const mine = rowOf('admin@lyceum.test');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Own password')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const theirs = rowOf('registrar@lyceum.test');
    expect(within(theirs).getByText('Starting password')).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Remove registrar@lyceum.test' })).toBeInTheDocument();
  });

  it('checks the add form beside its fields, and shows a taken email beside the email', async () => {
    const fetchMock = server(() =>
      jsonResponse(409, { message: 'This email is already used by another account.', errors: { email: 'This email is already used by another account.' } }),
    );
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('registrar@lyceum.test');

    await user.type(screen.getByLabelText('Starting password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByText(ADMIN_FORM_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_FORM_MESSAGES.tooShort)).toBeInTheDocument();
    // The form's own rules stop it: nothing was sent.
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/create-admin', expect.anything());

    await user.type(screen.getByLabelText('Email'), 'teacher1@demo.lyceum.test');
    await user.type(screen.getByLabelText('Starting password', { exact: true }), '-long-enough');
    await user.click(screen.getByRole('button', { name: 'Add administrator' }));

    expect(await screen.findByText('This email is already used by another account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/create-admin',
      expect.objectContaining({ body: JSON.stringify({ email: 'teacher1@demo.lyceum.test', password: 'short-long-enough', role: 'admin' }) }),
    );
  });

  it('shows each account’s role, and adds a cashier when Cashier is chosen', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('cashier@lyceum.test');

    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    expect(within(rowOf('admin@lyceum.test')).getByText('Administrator')).toBeInTheDocument();
    expect(within(rowOf('cashier@lyceum.test')).getByText('Cashier')).toBeInTheDocument();
    // A cashier's password is reset and the account removed as an administrator's is.
    expect(within(rowOf('cashier@lyceum.test')).getByRole('button', { name: 'Reset password of cashier@lyceum.test' })).toBeInTheDocument();
    expect(within(rowOf('cashier@lyceum.test')).getByRole('button', { name: 'Remove cashier@lyceum.test' })).toBeInTheDocument();

    const roles = screen.getByRole('radiogroup', { name: 'Role' });
    expect(within(roles).getByRole('radio', { name: 'Administrator' })).toBeChecked();
    await user.click(within(roles).getByRole('radio', { name: 'Cashier' }));
    await user.type(screen.getByLabelText('Email'), ' till@lyceum.test ');
    await user.type(screen.getByLabelText('Starting password', { exact: true }), 'starting-pass-1');
    await user.click(screen.getByRole('button', { name: 'Add administrator' }));

    expect(await screen.findByText('Cashier added')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/create-admin',
      expect.objectContaining({ body: JSON.stringify({ email: 'till@lyceum.test', password: 'starting-pass-1', role: 'cashier' }) }),
    );
    // Ready for the next account, an administrator unless told.
    await waitFor(() =>
      expect(within(screen.getByRole('radiogroup', { name: 'Role' })).getByRole('radio', { name: 'Administrator' })).toBeChecked(),
    );
  });

  it('shows the server’s refusal of the role beside the role', async () => {
    const refusal = 'Choose Administrator or Cashier.';
    server(() => jsonResponse(400, { message: refusal, errors: { role: refusal } }));
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('registrar@lyceum.test');

    await user.type(screen.getByLabelText('Email'), 'till@lyceum.test');
    await user.type(screen.getByLabelText('Starting password', { exact: true }), 'starting-pass-1');
    await user.click(screen.getByRole('button', { name: 'Add administrator' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Role' })).toHaveAccessibleDescription(refusal);
  });

  it('resets another administrator’s password to the one typed, after checking its length', async () => {
    const fetchMock = server(() => jsonResponse(200, { message: 'registrar@lyceum.test must choose a new password at the next sign-in.' }));
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('registrar@lyceum.test');

    await user.click(screen.getByRole('button', { name: 'Reset password of registrar@lyceum.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password of registrar@lyceum.test' });
    await user.type(within(dialog).getByLabelText('New starting password', { exact: true }), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText(ADMIN_FORM_MESSAGES.tooShort)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New starting password', { exact: true }), '-but-now-long');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/reset-admin-password',
      expect.objectContaining({ body: JSON.stringify({ id: registrar._id, password: 'short-but-now-long' }) }),
    );
  });

  it('removes another administrator only after the confirmation', async () => {
    const fetchMock = server(() => jsonResponse(200, { message: 'registrar@lyceum.test is no longer an administrator.' }));
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('registrar@lyceum.test');

    await user.click(screen.getByRole('button', { name: 'Remove registrar@lyceum.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove registrar@lyceum.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/delete-admin', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Remove registrar@lyceum.test' }));
    const again = await screen.findByRole('dialog', { name: 'Remove registrar@lyceum.test?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('registrar@lyceum.test is no longer an administrator.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/delete-admin',
      expect.objectContaining({ body: JSON.stringify({ id: registrar._id }) }),
    );
  });

  it('shows who signs in with two-step sign-in and resets another’s after the confirmation', async () => {
    const fetchMock = server(() =>
      jsonResponse(200, { message: 'Two-step sign-in is off for that account. It signs in with its password alone.' }),
    );
    const { user } = renderWithProviders(<AdministratorsScreen />);
    await screen.findByText('registrar@lyceum.test');

    expect(screen.getByRole('columnheader', { name: 'Two-step' })).toBeInTheDocument();
    expect(within(rowOf('registrar@lyceum.test')).getByText('On')).toBeInTheDocument();
    expect(within(rowOf('cashier@lyceum.test')).getByText('Off')).toBeInTheDocument();
    // Nothing to reset for one who has none, nor for oneself.
    expect(within(rowOf('cashier@lyceum.test')).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();
    expect(within(rowOf('admin@lyceum.test')).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in of registrar@lyceum.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/reset-second-step', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Two-step sign-in is off for that account. It signs in with its password alone.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/reset-second-step',
      expect.objectContaining({ body: JSON.stringify({ role: 'admin', id: registrar._id }) }),
    );
  });

  it('requires two-step sign-in of administrators and cashiers only after asking, and says why it cannot', async () => {
    const refusal = 'Turn on your own two-step sign-in first.';
    const fetchMock = server(() => jsonResponse(409, { message: refusal }));
    const { user } = renderWithProviders(<AdministratorsScreen />);
    const rule = await screen.findByRole('switch', { name: /Require two-step sign-in for administrators and cashiers/ });
    expect(rule).not.toBeChecked();

    await user.click(rule);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/sign-in-settings', expect.objectContaining({ method: 'POST' }));

    await user.click(rule);
    await user.click(within(await screen.findByRole('dialog', { name: 'Require two-step sign-in?' })).getByRole('button', { name: 'Require it' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/sign-in-settings',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ second_step_required: true }) }),
    );
    expect(rule).not.toBeChecked();
  });
});
