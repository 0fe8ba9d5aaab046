// The admin area's Administrators screen against the real binary: the list with 'You', adding
// an administrator (messages beside the fields, a taken email), who must change the starting
// password at first sign-in; resetting their password (their sessions end); removing them
// after a confirmation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, TEACHER, startServer } from './server.mjs';

const REGISTRAR = { email: 'registrar@lyceum.test', password: 'starting-pass-1' };

describe('admin: administrators', () => {
  let server;
  let browser;
  let context;
  let page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, server.baseUrl, '/admin'));
    await signIn(page, ADMIN);
    await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
    await openAdminView(page, 'Administrators', 'Manage administrators');
    await expectVisible(page.getByRole('heading', { name: 'Manage administrators', exact: true }));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const rowOf = (email) =>
    page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

  test('lists the administrators with You beside oneself', async () => {
    const mine = rowOf(ADMIN.email);
    await expectVisible(mine.getByText('You', { exact: true }));
    await expectVisible(mine.getByText('Own password', { exact: true }));
    assert.equal(await mine.getByRole('button').count(), 0, 'nothing to do to one’s own account here');
  });

  test('adds an administrator, who must change the starting password at first sign-in', async () => {
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Starting password', { exact: true });
    const add = page.getByRole('button', { name: 'Add administrator', exact: true });

    await password.fill('short');
    await add.click();
    await expectVisible(page.getByText('Enter the email the administrator signs in with.', { exact: true }));
    await expectVisible(page.getByText('The starting password must be at least 8 characters long.', { exact: true }));

    await email.fill(TEACHER.email);
    await password.fill(REGISTRAR.password);
    await add.click();
    await expectVisible(page.getByText('This email is already used by another account.', { exact: true }));
    assert.equal(await email.getAttribute('aria-invalid'), 'true');

    await email.fill(REGISTRAR.email);
    await add.click();
    await expectVisible(page.getByText('Administrator added', { exact: true }));
    await expectVisible(rowOf(REGISTRAR.email).getByText('Starting password', { exact: true }));

    const registrar = await signedInApi(server.baseUrl, 'admin', REGISTRAR);
    assert.equal(registrar.user.must_change_password, true);
  });

  test("resets another administrator's password to a typed one and ends their sessions", async () => {
    const before = await signedInApi(server.baseUrl, 'admin', REGISTRAR);
    await rowOf(REGISTRAR.email).getByRole('button', { name: `Reset password of ${REGISTRAR.email}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reset password of ${REGISTRAR.email}` });
    await expectVisible(dialog);
    const field = dialog.getByLabel('New starting password', { exact: true });
    await field.fill('short');
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expectVisible(dialog.getByText('The starting password must be at least 8 characters long.', { exact: true }));
    await field.fill('typed-by-admin-2');
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expectVisible(page.getByText('Password reset', { exact: true }));
    await expectHidden(dialog);

    await assert.rejects(before.get('/api/session'), /401/);
    await assert.rejects(signedInApi(server.baseUrl, 'admin', REGISTRAR), /401/);
    REGISTRAR.password = 'typed-by-admin-2';
    const again = await signedInApi(server.baseUrl, 'admin', REGISTRAR);
    assert.equal(again.user.must_change_password, true);
  });

  test('removes another administrator after the confirmation', async () => {
    const remove = rowOf(REGISTRAR.email).getByRole('button', { name: `Remove ${REGISTRAR.email}`, exact: true });
    await remove.click();
    let ask = page.getByRole('dialog', { name: `Remove ${REGISTRAR.email}?` });
    await expectVisible(ask);
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(ask);
    await expectVisible(rowOf(REGISTRAR.email));

    await remove.click();
    ask = page.getByRole('dialog', { name: `Remove ${REGISTRAR.email}?` });
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectVisible(page.getByText(`${REGISTRAR.email} is no longer an administrator.`, { exact: true }));
    await expectHidden(rowOf(REGISTRAR.email));
    await assert.rejects(signedInApi(server.baseUrl, 'admin', REGISTRAR), /401/);
    await expectVisible(rowOf(ADMIN.email));
  });
});
