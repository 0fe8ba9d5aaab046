// Passkeys against the real binary, with Chromium's virtual authenticator standing in for a
// phone's screen lock: a teacher adds a passkey from the account menu, signs out, and signs back
// in with 'Sign in with a passkey' alone; renames and removes it. An administrator whose only
// second step is a passkey, with the school requiring one, gives it after the password.
// Passkeys belong to a name, never a numeric address, so the browser opens the server at
// localhost.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { PHONE } from './layout.mjs';
import { ADMIN, TEACHER, startServer } from './server.mjs';

const TITLE = 'Passkeys';

/** A page whose browser holds a platform authenticator that verifies its user at once. */
async function withAuthenticator(browser, baseUrl, path, contextOptions) {
  const opened = await openPage(browser, baseUrl, path, contextOptions);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  opened.page.on('dialog', (dialog) => dialog.accept());
  return { ...opened, credentials };
}

/** Opens 'Passkeys' from the top bar's account menu. */
async function openPasskeys(page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: TITLE }).click();
  return page.getByRole('dialog', { name: TITLE });
}

describe('passkeys', () => {
  let server;
  let browser;
  let baseUrl;

  before(async () => {
    server = await startServer();
    baseUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a teacher adds a passkey, signs in with it alone, renames it and removes it', async () => {
    const { context, page, credentials } = await withAuthenticator(browser, baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      let dialog = await openPasskeys(page);
      await expectVisible(dialog.getByText('You have no passkeys yet.', { exact: true }));
      await dialog.getByLabel('Passkey name', { exact: true }).fill('Staff room laptop');
      await dialog.getByRole('button', { name: 'Add a passkey', exact: true }).click();
      await expectVisible(page.getByText('Passkey “Staff room laptop” added.', { exact: true }));
      await expectVisible(dialog.getByRole('listitem', { name: 'Staff room laptop' }).getByText('Not used to sign in yet'));
      const held = await credentials();
      assert.equal(held.length, 1);
      assert.equal(held[0].isResidentCredential, true, 'kept on the device, to sign in without an email');

      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Login as a Teacher', exact: true }));
      await page.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click();
      await expectVisible(page.getByRole('button', { name: 'Account menu' }));

      // The session survives a reload, as any other.
      await page.reload();
      dialog = await openPasskeys(page);
      const card = dialog.getByRole('listitem', { name: 'Staff room laptop' });
      await expectVisible(card.getByText(/^Last used /));
      await card.getByRole('button', { name: 'Rename Staff room laptop', exact: true }).click();
      await card.getByLabel('Name', { exact: true }).fill('Laptop');
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Passkey renamed.', { exact: true }));
      const renamed = dialog.getByRole('listitem', { name: 'Laptop' });
      await renamed.getByRole('button', { name: 'Remove Laptop', exact: true }).click();
      await expectVisible(page.getByText('Passkey removed.', { exact: true }));
      await expectVisible(dialog.getByText('You have no passkeys yet.', { exact: true }));
    } finally {
      await context.close();
    }
  });

  test('an administrator gives a passkey as the second step the school requires, on a phone', async () => {
    const { context, page } = await withAuthenticator(browser, baseUrl, '/admin', { viewport: PHONE });
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: TITLE, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: TITLE });
      await dialog.getByLabel('Passkey name', { exact: true }).fill('Phone');
      await dialog.getByRole('button', { name: 'Add a passkey', exact: true }).click();
      await expectVisible(dialog.getByRole('listitem', { name: 'Phone' }));
      await page.keyboard.press('Escape');
      await expectHidden(dialog);

      // The school's rule: a passkey is the administrator's own second step.
      const api = await page.request.post('/api/admins/sign-in-settings', {
        data: { second_step_required: true },
        headers: { Origin: baseUrl },
      });
      assert.equal(api.status(), 200, await api.text());

      await page.context().clearCookies();
      await page.goto('/admin');
      await signIn(page, ADMIN);
      await expectVisible(page.getByText('Use your passkey to finish signing in.', { exact: true }));
      await page.getByRole('button', { name: 'Use your passkey', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
    } finally {
      await context.close();
    }
  });
});
