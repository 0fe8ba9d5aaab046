// The portals under the server's Content-Security-Policy: every screen of each area loads and
// works (scripts, styles, pictures, the live channel) with no policy violation reported.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

/** Opens `path` recording every CSP violation the page reports, and console errors naming the policy. */
async function openWatched(browser, baseUrl, path) {
  const opened = await openPage(browser, baseUrl, 'about:blank');
  const violations = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await opened.page.exposeFunction('reportViolation', (text) => violations.push(text));
  await opened.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  await opened.page.goto(path);
  const response = await opened.page.request.get(path);
  assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  return { ...opened, violations };
}

describe('the portals under the content security policy', () => {
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

  test('every admin screen, the news editor included, runs with no violation', async () => {
    const { context, page, violations } = await openWatched(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      const screens = [
        ['Teachers', 'View all teachers'],
        ['Teachers', 'Create account for teacher'],
        ['Students', 'View all students'],
        ['Students', 'Create account for student'],
        ['Classes', 'View all classes'],
        ['Classes', 'Create a new class'],
        ['General Newsletters / Memos', 'Upload newsletters or memos'],
        ['News and updates', 'View news and updates'],
        ['News and updates', 'Create news and updates'],
      ];
      for (const [group, screen] of screens) {
        await openAdminView(page, group, screen);
        await expectVisible(page.getByRole('heading', { name: screen, exact: true }));
      }
      // The editor is a live rich-text area, styled by the policy's allowed inline styles.
      const editor = page.getByRole('textbox', { name: 'News text' });
      await editor.click();
      await page.keyboard.type('Foundation Day');
      assert.equal((await editor.innerText()).trim(), 'Foundation Day');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });

  for (const { area, path, account, menuName, items } of [
    {
      area: 'student',
      path: '/',
      account: STUDENT,
      menuName: 'Student menu',
      items: [STUDENT.fullName, /^Grade|My Class/, /^Messages/, 'General Newsletters / Memos', 'Home'],
    },
    {
      area: 'teacher',
      path: '/teacher',
      account: TEACHER,
      menuName: 'Teacher menu',
      items: [TEACHER.fullName, 'Classes', /^Messages/, 'Advisory Classes', 'Home'],
    },
  ]) {
    test(`every ${area} screen and the live channel run with no violation`, async () => {
      const { context, page, violations } = await openWatched(browser, server.baseUrl, path);
      try {
        const socketOpened = page.waitForEvent('websocket');
        await signIn(page, account);
        const menu = page.getByRole('navigation', { name: menuName });
        await expectVisible(menu);
        const socket = await socketOpened;
        assert.match(socket.url(), /\/api\/ws$/);
        for (const item of items) {
          await menu.getByRole('button', { name: item }).first().click();
          await page.waitForLoadState('networkidle');
        }
        await expectVisible(page.getByRole('img', { name: account.fullName }));
        assert.equal(socket.isClosed(), false, 'the live channel stays open under the policy');
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }
});
