import { after, before, describe, test } from 'node:test';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, startServer } from './server.mjs';

describe('student portal', () => {
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

  test('a student signs in, stays signed in across a reload, and signs out', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/student');
    try {
      const loginHeading = page.getByRole('heading', { name: 'Login as a Student', exact: true });
      await expectVisible(loginHeading);

      await signIn(page, STUDENT);

      const greeting = page.getByText(`Hi, ${STUDENT.firstName}!`, { exact: true });
      await expectVisible(greeting);
      await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
      const menu = page.getByRole('navigation', { name: 'Student menu' });
      await expectVisible(menu.getByRole('button', { name: STUDENT.fullName, exact: true }));

      await menu.getByRole('button', { name: 'Messages', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Messages', exact: true }));

      await page.reload();
      await expectVisible(greeting);

      await menu.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expectVisible(loginHeading);
      await page.reload();
      await expectVisible(loginHeading);
    } finally {
      await context.close();
    }
  });

  test('a wrong password shows the server message in a toast', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await signIn(page, { email: STUDENT.email, password: 'not-the-password' });

      await expectVisible(page.getByText('Invalid email or password.', { exact: true }));
    } finally {
      await context.close();
    }
  });

  test('any other path shows the student portal', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/some/where');
    try {
      await expectVisible(page.getByRole('heading', { name: 'Login as a Student', exact: true }));
    } finally {
      await context.close();
    }
  });

  test('on a 375 px phone the menu opens from the burger', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/', {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await signIn(page, STUDENT);
      await expectVisible(page.getByText(`Hi, ${STUDENT.firstName}!`, { exact: true }));

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const menu = page.getByRole('navigation', { name: 'Student menu' });
      await menu.getByRole('button', { name: 'General Newsletters / Memos', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'General Newsletters / Memos', exact: true }));

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`the page is ${overflow}px wider than a 375px phone`);
    } finally {
      await context.close();
    }
  });
});
