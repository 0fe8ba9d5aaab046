// Two-step sign-in against the real binary: the administrator turns it on from the side menu
// (the QR code's key typed into an authenticator, here computed as one would), keeps the
// recovery codes, and requires it of administrators and cashiers on 'Manage administrators'. A
// cashier on a phone must then set it up before anything else, and the administrator signs in
// with a code (a wrong one is shown beside the field) and later with a recovery code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectChecked, expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { PHONE } from './layout.mjs';
import { ADMIN, startServer } from './server.mjs';
import { totp } from './totp.mjs';

const TITLE = 'Two-step sign-in';
const CASHIER = { email: 'till@lyceum.test', password: 'starting-pass-1' };
const RULE = 'Require two-step sign-in for administrators and cashiers';

describe('two-step sign-in', () => {
  let server;
  let browser;
  let admin;
  let recoveryCodes = [];
  let adminSecret = '';

  /** The setup key the page shows beside the QR code. */
  async function setupKey(page) {
    const key = page.getByLabel('Setup key', { exact: true });
    await expectVisible(key);
    return (await key.textContent()).replace(/\s/g, '');
  }

  before(async () => {
    server = await startServer();
    const api = await signedInApi(server.baseUrl, 'admin', ADMIN);
    await api.post('/api/admins/create-admin', { ...CASHIER, role: 'cashier' });
    browser = await launchBrowser();
    admin = await openPage(browser, server.baseUrl, '/admin');
    await signIn(admin.page, ADMIN);
    await expectVisible(admin.page.getByRole('heading', { name: 'Today at school', exact: true }));
  });

  after(async () => {
    await admin?.context.close();
    await browser?.close();
    await server?.stop();
  });

  test('the administrator turns it on with a code and keeps the recovery codes', async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: TITLE, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Set up two-step sign-in', exact: true }).click();
    await expectVisible(dialog.getByRole('img', { name: 'QR code for your authenticator app' }));
    adminSecret = await setupKey(dialog);
    assert.equal(adminSecret.length, 32);

    await dialog.getByLabel('Code', { exact: true }).fill('000000' === totp(adminSecret) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expectVisible(dialog.getByText('That code is not right. Enter the newest code from your authenticator app.', { exact: true }));
    await dialog.getByLabel('Code', { exact: true }).fill(totp(adminSecret));
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();

    const codes = dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expectVisible(codes);
    recoveryCodes = await codes.allTextContents();
    assert.equal(recoveryCodes.length, 10);
    await dialog.getByRole('button', { name: 'I have saved these codes', exact: true }).click();
    await expectVisible(dialog.getByText('Two-step sign-in is on.', { exact: true }));
    await expectVisible(dialog.getByText('10 recovery codes left.', { exact: true }));
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
  });

  test('the administrator requires it of administrators and cashiers, after a confirmation', async () => {
    const { page } = admin;
    await openAdminView(page, 'Administrators', 'Manage administrators');
    const mine = page.getByRole('row').filter({ has: page.getByText(ADMIN.email, { exact: true }) });
    await expectVisible(mine.getByText('On', { exact: true }));
    const rule = page.getByRole('switch', { name: RULE });
    await expectChecked(rule, false);
    await rule.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Require two-step sign-in?' });
    await confirm.getByRole('button', { name: 'Require it', exact: true }).click();
    await expectVisible(page.getByText('Administrators and cashiers now sign in with two-step sign-in.', { exact: true }));
    await expectChecked(rule, true);
  });

  test('a cashier on a phone must set it up before anything else', async () => {
    const phone = await openPage(browser, server.baseUrl, '/admin', { viewport: PHONE });
    try {
      const { page } = phone;
      await signIn(page, CASHIER);
      await expectVisible(page.getByText('Your school requires two-step sign-in. Set it up to continue.', { exact: true }));
      await expectVisible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
      const secret = await setupKey(page);
      await page.getByLabel('Code', { exact: true }).fill(totp(secret));
      await page.getByRole('button', { name: 'Turn on and sign in', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Your recovery codes', exact: true }));
      await page.getByRole('button', { name: 'I have saved these codes', exact: true }).click();
      // The starting password comes next, as for any first sign-in.
      await expectVisible(page.getByRole('heading', { name: 'Set your own password', exact: true }));
    } finally {
      await phone.context.close();
    }
  });

  test('the administrator signs in again with a code, then with a recovery code', async () => {
    const { page } = admin;
    for (const [attempt, code] of [
      ['code', () => totp(adminSecret, 1)],
      ['recovery code', () => recoveryCodes[0]],
    ]) {
      await page.context().clearCookies();
      await page.goto('/admin');
      await signIn(page, ADMIN);
      const field = page.getByLabel('Code', { exact: true });
      await expectVisible(page.getByText('Enter the code from your authenticator app.', { exact: true }));
      if (attempt === 'code') {
        await field.fill('12345x');
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        await expectVisible(page.getByText('That code is not right. Enter the newest code from your authenticator app.', { exact: true }));
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
      }
      await field.fill(code());
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
    }
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: TITLE, exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: TITLE }).getByText('9 recovery codes left.', { exact: true }));
  });
});
