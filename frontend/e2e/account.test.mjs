// One's own account in every area, against the real binary: 'Change password' in the admin,
// teacher and student menus (messages beside the fields, the server's word on a wrong current
// password, the other browsers signed out), and 'Sign out everywhere' (after a confirmation,
// this browser returns to the login page and another browser's live channel closes).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Each area: its path, login heading, who signs in, and the screen that shows once in. */
const AREAS = [
  { area: 'admin', role: 'admin', heading: 'Login as a Admin', account: ADMIN, home: 'Today at school' },
  { area: 'teacher', role: 'teacher', heading: 'Login as a Teacher', account: TEACHER, home: null },
  { area: 'student', role: 'student', heading: 'Login as a Student', account: STUDENT, home: null },
];

/** Opens the 'Change password' dialog: from the top bar's account menu for teachers, else the side menu. */
async function openChangePassword(page, area) {
  if (area === 'teacher') {
    await page.getByRole('button', { name: 'Account menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change password', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expectVisible(dialog);
  return dialog;
}

describe('own account: change password and sign out everywhere', () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const { area, role, heading, account, home } of AREAS) {
    test(`'Change password' in the ${area} area checks the form, then signs the other browsers out`, async () => {
      const elsewhere = await signedInApi(server.baseUrl, role, account);
      const { context, page } = await openPage(browser, server.baseUrl, `/${area}`);
      try {
        await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
        await signIn(page, account);
        if (home) await expectVisible(page.getByRole('heading', { name: home, exact: true }));
        else await expectVisible(page.getByText(`Hi, ${account.firstName}!`, { exact: true }));

        const dialog = await openChangePassword(page, area);
        const current = dialog.getByLabel('Current password', { exact: true });
        const fresh = dialog.getByLabel('New password', { exact: true });
        const confirm = dialog.getByLabel('Confirm new password', { exact: true });
        const save = dialog.getByRole('button', { name: 'Save password', exact: true });

        // Too short, and a confirmation that does not match: said beside the fields.
        await current.fill(account.password);
        await fresh.fill('short');
        await confirm.fill('shorter');
        await save.click();
        await expectVisible(dialog.getByText('The new password must be at least 8 characters long.', { exact: true }));
        await expectVisible(dialog.getByText('The passwords do not match.', { exact: true }));

        // A wrong current password: the server's answer, beside that field.
        const chosen = `${area}-own-password-9`;
        await current.fill('not-my-password');
        await fresh.fill(chosen);
        await confirm.fill(chosen);
        await save.click();
        await expectVisible(dialog.getByText('Your current password is not correct.', { exact: true }));
        assert.equal(await current.getAttribute('aria-invalid'), 'true');

        await current.fill(account.password);
        await save.click();
        await expectVisible(page.getByText('Password updated.', { exact: true }));
        await expectHidden(dialog);

        // This browser stays in; the other one is signed out; only the new password signs in.
        if (home) await expectVisible(page.getByRole('heading', { name: home, exact: true }));
        else await expectVisible(page.getByText(`Hi, ${account.firstName}!`, { exact: true }));
        await assert.rejects(elsewhere.get('/api/session'), /401/);
        await assert.rejects(signedInApi(server.baseUrl, role, account), /401/);
        await signedInApi(server.baseUrl, role, { email: account.email, password: chosen });
        account.password = chosen;
      } finally {
        await context.close();
      }
    });
  }

  test("'Sign out everywhere' asks first, returns to the login page and closes another browser's live channel", async () => {
    // The student's other browser has Messages open, with its live channel up.
    const other = await openPage(browser, server.baseUrl, '/student');
    const frames = { received: 0 };
    other.page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname.endsWith('/api/ws')) ws.on('framereceived', () => (frames.received += 1));
    });
    const { context, page } = await openPage(browser, server.baseUrl, '/student');
    try {
      await signIn(other.page, STUDENT);
      await other.page
        .getByRole('navigation', { name: 'Student menu' })
        .getByRole('button', { name: /^Messages/ })
        .click();
      await expectVisible(other.page.getByText('Select or search a conversation to start messaging', { exact: true }));
      for (let waited = 0; frames.received === 0 && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(frames.received > 0, 'the other browser is live');

      await signIn(page, STUDENT);
      await expectVisible(page.getByText(`Hi, ${STUDENT.firstName}!`, { exact: true }));

      // Cancelling changes nothing.
      await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
      let ask = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await expectVisible(ask);
      await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHidden(ask);
      await expectVisible(page.getByText(`Hi, ${STUDENT.firstName}!`, { exact: true }));

      await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
      ask = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await ask.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();

      await expectVisible(page.getByRole('heading', { name: 'Login as a Student', exact: true }));
      // The other browser is told at once, by its live channel, and shows the login page too.
      await expectVisible(other.page.getByRole('heading', { name: 'Login as a Student', exact: true }));
      await expectVisible(other.page.getByText(SESSION_ENDED, { exact: true }));
      // The password still works.
      await signedInApi(server.baseUrl, 'student', STUDENT);
    } finally {
      await context.close();
      await other.context.close();
    }
  });
});
