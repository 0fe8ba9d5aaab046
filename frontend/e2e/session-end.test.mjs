// Sessions that end while someone is on a screen: the live channel closes, the page returns to
// the login screen with a notice (no reload), and it stops trying to reconnect.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, signIn } from './browser.mjs';
import { DEMO_PASSWORD, STUDENT, TEACHER, startServer } from './server.mjs';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** Long enough for two more reconnect attempts (after 1 s, then 2 s) were the channel still trying. */
const QUIET_WINDOW_MS = 3_500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition()` holds (checked every 50 ms), failing after `timeout` ms. */
async function waitUntil(condition, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/**
 * Signs in to `area` in a fresh context and opens Messages, counting the page's attempts to
 * open the live channel and the page loads (a reload would count one more).
 */
async function openMessages(browser, baseUrl, area, account) {
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const live = { attempts: 0, framesReceived: 0, loads: 0 };
  page.on('load', () => {
    live.loads += 1;
  });
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.endsWith('/api/ws')) return;
    live.attempts += 1;
    ws.on('framereceived', () => {
      live.framesReceived += 1;
    });
  });
  await page.goto(`/${area}`);
  await signIn(page, account);
  const menu = page.getByRole('navigation', { name: area === 'student' ? 'Student menu' : 'Teacher menu' });
  await menu.getByRole('button', { name: /^Messages/ }).click();
  await expectVisible(page.getByText('Select or search a conversation to start messaging', { exact: true }));
  // The server greets every new socket with who is online: the channel is up.
  await waitUntil(() => live.framesReceived > 0, 'the live channel is open');
  return { context, page, live };
}

/** The login screen shows with the notice, on the same page load, and no reconnect follows. */
async function expectSignedOutForGood(page, live, area) {
  const loadsBefore = live.loads;
  await expectVisible(page.getByRole('heading', { name: `Login as a ${area}`, exact: true }));
  await expectVisible(page.getByText(SESSION_ENDED, { exact: true }));
  const attempts = live.attempts;
  await sleep(QUIET_WINDOW_MS);
  assert.equal(live.attempts, attempts, 'no attempt to reopen the live channel after the login screen shows');
  assert.equal(live.loads, loadsBefore, 'the page was not reloaded');
  await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }));
}

describe('sessions that end', () => {
  let server;
  let browser;

  before(async () => {
    // Sessions of open sockets are checked every second instead of every 10 s.
    server = await startServer({ env: { LYCEUM_HEARTBEAT_SECS: '1' } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a student whose account is deleted returns to the login screen and stops reconnecting', async () => {
    const { context, page, live } = await openMessages(browser, server.baseUrl, 'student', STUDENT);
    try {
      const { user } = await page.evaluate(() => fetch('/api/session').then((response) => response.json()));
      assert.equal(user.email, STUDENT.email);

      const admin = await adminApi(server.baseUrl);
      await admin.post('/api/admins/delete-student', { ids: [user._id] });

      await expectSignedOutForGood(page, live, 'Student');
    } finally {
      await context.close();
    }
  });

  test('a teacher who sets a new password elsewhere is signed out here, and signs in with it', async () => {
    const { context, page, live } = await openMessages(browser, server.baseUrl, 'teacher', TEACHER);
    try {
      const elsewhere = await signedInApi(server.baseUrl, 'teacher', TEACHER);
      const newPassword = 'fresh-start-2024';
      await elsewhere.post('/api/password', { current_password: DEMO_PASSWORD, new_password: newPassword });

      await expectSignedOutForGood(page, live, 'Teacher');

      const { attempts, framesReceived } = live;
      await signIn(page, { email: TEACHER.email, password: newPassword });
      await expectVisible(page.getByRole('navigation', { name: 'Teacher menu' }));
      await waitUntil(
        () => live.attempts > attempts && live.framesReceived > framesReceived,
        'the live channel opens again',
      );
    } finally {
      await context.close();
    }
  });
});
