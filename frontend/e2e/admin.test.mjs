import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { ADMIN, startServer } from './server.mjs';

describe('admin area', () => {
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

  test('an admin signs in, stays signed in across a reload, and signs out', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const loginHeading = page.getByRole('heading', { name: 'Login as a Admin', exact: true });
      await expectVisible(loginHeading);
      await expectVisible(page.getByText('Lyceum Academy', { exact: true }));

      await signIn(page, ADMIN);

      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await expectVisible(menu.getByRole('button', { name: 'View all teachers', exact: true }));
      await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));

      await menu.getByRole('button', { name: 'Create account for teacher', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));

      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expectVisible(loginHeading);
      await page.reload();
      await expectVisible(loginHeading);
      await expectHidden(page.getByRole('navigation', { name: 'Admin menu' }));
    } finally {
      await context.close();
    }
  });

  test('a wrong password shows the server message in a toast', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, { email: ADMIN.email, password: 'not-the-password' });

      await expectVisible(page.getByText('Invalid email or password.', { exact: true }));
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
    } finally {
      await context.close();
    }
  });

  test('a student account cannot open the admin area', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, { email: 'student1@demo.lyceum.test', password: 'demo-pass-123' });

      await expectVisible(page.getByText('Invalid email or password.', { exact: true }));
      await expectHidden(page.getByRole('navigation', { name: 'Admin menu' }));
    } finally {
      await context.close();
    }
  });
});
