import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

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

      // The area opens on its Home, first in the menu; the teacher list keeps its own address.
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await expectVisible(menu.locator('[aria-current="page"]', { hasText: 'Today at school' }));
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin');

      await openAdminView(page, 'Teachers', 'View all teachers');
      await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin/teachers');
      await menu.getByRole('button', { name: 'Create account for teacher', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin/teachers/new');

      // A reload keeps the screen; Back and Forward move between screens.
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));
      await page.goBack();
      await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
      await page.goForward();
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));

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

  test('a copied link opens its screen after signing in, and only in its own area', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin/students');
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await expectVisible(menu.locator('[aria-current="page"]', { hasText: 'View all students' }));

      // A student's record has an address: a reload opens it again, Back closes it.
      const row = page.getByRole('row').filter({ hasText: STUDENT.email });
      await row.getByRole('button', { name: 'View Details', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Student details' });
      await expectVisible(details.getByText(STUDENT.email, { exact: true }));
      assert.match(new URL(page.url()).pathname, /^\/admin\/students\/[^/]+$/);
      await page.reload();
      await expectVisible(details.getByText(STUDENT.email, { exact: true }));
      await page.goBack();
      await expectHidden(details);
      assert.equal(new URL(page.url()).pathname, '/admin/students');
      await page.goto('/admin/students/00000000-0000-4000-8000-000000000000');
      await expectVisible(page.getByRole('heading', { name: 'Page not found', exact: true }));

      await page.goto('/admin/no-such-screen');
      await expectVisible(page.getByRole('heading', { name: 'Page not found', exact: true }));
      await page.getByRole('link', { name: 'Go to the start', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));

      // The teacher's link, opened with the administrator's session, asks for a teacher's sign-in.
      await page.goto('/teacher/attendance');
      await expectVisible(page.getByRole('heading', { name: 'Login as a Teacher', exact: true }));
      await signIn(page, TEACHER);
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
      await page.goto('/admin/students');
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
    } finally {
      await context.close();
    }
  });

  test("the levels and sections of 'View all classes' have addresses of their own", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin/classes');
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'View all classes', exact: true }));
      await page.getByRole('button', { name: 'Grade 7', exact: true }).first().click();
      await expectVisible(page.getByRole('heading', { name: 'Grade 7', exact: true }));
      const level = new URL(page.url()).pathname;
      assert.match(level, /^\/admin\/classes\/levels\/[^/]+$/);

      await page.getByRole('button', { name: /^Edit / }).first().click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));
      assert.match(new URL(page.url()).pathname, /^\/admin\/classes\/levels\/[^/]+\/sections\/[^/]+$/);
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));

      await page.goBack();
      await expectVisible(page.getByRole('heading', { name: 'Grade 7', exact: true }));
      assert.equal(new URL(page.url()).pathname, level);
      await page.goBack();
      await expectVisible(page.getByRole('heading', { name: 'View all classes', exact: true }));

      // A level that is not there, by a made-up id or a well-formed one nobody has.
      for (const id of ['made-up', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/admin/classes/levels/${id}`);
        await expectVisible(page.getByRole('heading', { name: 'Page not found', exact: true }));
      }
    } finally {
      await context.close();
    }
  });

  test('a table wider than its room says so, and stops saying so once scrolled to its end', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin/audit-log', {
      viewport: { width: 1024, height: 768 },
    });
    try {
      await signIn(page, ADMIN);
      const cue = page.getByText('More columns: scroll sideways →', { exact: true });
      await expectVisible(cue);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= 1024, `the page itself does not scroll sideways (${pageWidth} px)`);
      await page.getByRole('table').first().evaluate((table) => {
        const scroller = table.parentElement.parentElement;
        scroller.scrollLeft = scroller.scrollWidth;
      });
      await expectHidden(cue);
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
