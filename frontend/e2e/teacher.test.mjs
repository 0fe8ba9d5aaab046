import { after, before, describe, test } from 'node:test';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { TEACHER, startServer } from './server.mjs';

describe('teacher portal', () => {
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

  test('a teacher signs in, stays signed in across a reload, and signs out from the avatar menu', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      const loginHeading = page.getByRole('heading', { name: 'Login as a Teacher', exact: true });
      await expectVisible(loginHeading);

      await signIn(page, TEACHER);

      const greeting = page.getByText(`Hi, ${TEACHER.firstName}!`, { exact: true });
      await expectVisible(greeting);
      const menu = page.getByRole('navigation', { name: 'Teacher menu' });
      await expectVisible(menu.getByRole('button', { name: TEACHER.fullName, exact: true }));

      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Advisory Classes', exact: true }));

      await page.reload();
      await expectVisible(greeting);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
      await expectVisible(loginHeading);
      await page.reload();
      await expectVisible(loginHeading);
    } finally {
      await context.close();
    }
  });

  test('a wrong password shows the server message in a toast', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, { email: TEACHER.email, password: 'not-the-password' });

      await expectVisible(page.getByText('Invalid email or password.', { exact: true }));
    } finally {
      await context.close();
    }
  });
});
