// Messaging as a student and a teacher would use it, in two browsers at once: finding each
// other by search, messages arriving live (a toast elsewhere, appended in the open chat), the
// online marker, the unread count, and nothing lost when the live channel drops.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in to `area` and opens Messages; `beforeLoad(context)` runs before the page opens. */
async function openMessages(browser, baseUrl, area, account, { beforeLoad } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  await beforeLoad?.(context);
  const page = await context.newPage();
  await page.goto(`/${area}`);
  await signIn(page, account);
  const menu = page.getByRole('navigation', { name: area === 'student' ? 'Student menu' : 'Teacher menu' });
  await menu.getByRole('button', { name: /^Messages/ }).click();
  await expectVisible(page.getByText('Select or search a conversation to start messaging', { exact: true }));
  return { context, page, menu };
}

/**
 * Routes a context's live channel (`/api/ws`) through the test so it can be cut as a network
 * failure would cut it: `cut()` closes the open sockets, both ends, and every reconnect attempt
 * fails before opening until `restore()`.
 */
async function cuttableLiveChannel(context) {
  const channel = { down: false, connected: new Set(), refused: 0 };
  await context.routeWebSocket(/\/api\/ws$/, async (ws) => {
    if (channel.down) {
      channel.refused += 1;
      await ws.close({ code: 4000, reason: 'Network down' });
      return;
    }
    const server = ws.connectToServer();
    channel.connected.add(ws);
    ws.onClose((code, reason) => {
      channel.connected.delete(ws);
      server.close({ code, reason });
    });
    server.onClose((code, reason) => {
      channel.connected.delete(ws);
      ws.close({ code, reason });
    });
  });
  return {
    /** Sockets of this context that reach the server right now. */
    connected: () => channel.connected.size,
    /** Connect attempts refused since the cut. */
    refused: () => channel.refused,
    async cut() {
      channel.down = true;
      channel.refused = 0;
      const open = [...channel.connected];
      channel.connected.clear();
      await Promise.all(open.map((ws) => ws.close({ code: 4000, reason: 'Network down' })));
    },
    restore() {
      channel.down = false;
    },
  };
}

/** Waits until `condition()` holds (checked every 50 ms), failing after `timeout` ms. */
async function waitUntil(condition, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/** The conversation-list row (or search result) of `fullName`. */
function row(page, fullName) {
  return page.getByRole('button', { name: fullName, exact: true });
}

/** The list item of that row: the button, its last message and its unread count. */
function item(page, fullName) {
  return page.getByRole('listitem').filter({ has: row(page, fullName) });
}

function onlineMarker(page, fullName) {
  return row(page, fullName).getByRole('img', { name: `${fullName} is online` });
}

describe('messaging', () => {
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

  test('a student and a teacher find each other by search and exchange messages live', async () => {
    const teacher = await openMessages(browser, server.baseUrl, 'teacher', TEACHER);
    const student = await openMessages(browser, server.baseUrl, 'student', STUDENT);
    try {
      await expectVisible(student.page.getByText(`Welcome, ${STUDENT.fullName}!`, { exact: true }));
      await expectVisible(teacher.page.getByText(`Welcome, ${TEACHER.fullName}!`, { exact: true }));

      // The teacher looks for the student: a search that finds nobody, then one that does.
      const teacherSearch = teacher.page.getByRole('textbox', { name: 'Search students' });
      await teacherSearch.fill('Nobody Here');
      await teacher.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectVisible(teacher.page.getByText('No student found. Please refine your search.', { exact: true }));
      assert.equal(await teacherSearch.inputValue(), 'Nobody Here');
      await teacherSearch.fill('Dela Cruz');
      await teacherSearch.press('Enter');
      await expectVisible(row(teacher.page, STUDENT.fullName));
      assert.equal(await teacherSearch.inputValue(), '');
      await expectVisible(onlineMarker(teacher.page, STUDENT.fullName));

      // The student finds the teacher, who is online.
      const search = student.page.getByRole('textbox', { name: 'Search teachers' });
      await search.fill('ma');
      await student.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectVisible(student.page.getByText('Search term must be atleast 3 characters long', { exact: true }));
      await search.fill('Santos');
      await student.page.getByRole('button', { name: 'Search', exact: true }).click();
      const maria = row(student.page, TEACHER.fullName);
      await expectVisible(maria);
      assert.equal(await search.inputValue(), '');
      await expectVisible(onlineMarker(student.page, TEACHER.fullName));
      await maria.click();
      await expectVisible(student.page.getByText('Send a message to start the conversation', { exact: true }));

      const input = student.page.getByRole('textbox', { name: 'Send a message' });
      await input.fill('Good morning, Ma’am! Is there a quiz tomorrow?');
      await input.press('Enter');
      const studentThread = student.page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(studentThread.getByText('Good morning, Ma’am! Is there a quiz tomorrow?', { exact: true }));
      assert.equal(await input.inputValue(), '');

      // The teacher, with no conversation open, gets a toast (name, picture, text, Close) and an unread count.
      const toast = teacher.page.getByRole('alert').filter({ hasText: 'Is there a quiz tomorrow?' });
      await expectVisible(toast);
      await expectVisible(toast.getByText(STUDENT.fullName, { exact: true }));
      await expectVisible(toast.getByRole('img', { name: STUDENT.fullName, exact: true }));
      await expectVisible(teacher.menu.getByLabel('1 unread messages'));
      await toast.getByRole('button', { name: 'Close' }).click();
      await expectHidden(toast);

      // The teacher opens the student found by search (read) and answers; the student's open chat gets it at once.
      // Marking read is a POST: reading a conversation (a GET) changes nothing.
      const reads = [];
      teacher.page.on('request', (request) => {
        if (request.url().includes('/api/messages/read/')) reads.push(request.method());
      });
      await row(teacher.page, STUDENT.fullName).click();
      const teacherThread = teacher.page.getByRole('list', { name: `Messages with ${STUDENT.fullName}` });
      await expectVisible(teacherThread.getByText('Good morning, Ma’am! Is there a quiz tomorrow?', { exact: true }));
      await expectHidden(teacher.menu.getByLabel('1 unread messages'));
      assert.ok(reads.length > 0 && reads.every((method) => method === 'POST'), `reads: ${reads.join(', ')}`);
      const reply = teacher.page.getByRole('textbox', { name: 'Send a message' });
      await reply.fill('Yes, on fractions.');
      await teacher.page.getByRole('button', { name: 'Send', exact: true }).click();
      await expectVisible(studentThread.getByText('Yes, on fractions.', { exact: true }));
      await expectVisible(teacherThread.getByText('Yes, on fractions.', { exact: true }));
      assert.equal(await student.page.getByRole('alert').filter({ hasText: 'Yes, on fractions.' }).count(), 0);

      // Signing out takes the student offline for the teacher.
      await student.menu.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expectHidden(onlineMarker(teacher.page, STUDENT.fullName));
      // Signing out reloads the page: the student is back at the login form.
      await expectVisible(student.page.getByRole('button', { name: 'Sign in', exact: true }));
    } finally {
      await teacher.context.close();
      await student.context.close();
    }
  });

  test('messages sent while the live channel is down arrive after it reconnects', async () => {
    let channel;
    const student = await openMessages(browser, server.baseUrl, 'student', STUDENT, {
      beforeLoad: async (context) => {
        channel = await cuttableLiveChannel(context);
      },
    });
    const teacher = await openMessages(browser, server.baseUrl, 'teacher', TEACHER);
    try {
      // Each finds the other and opens the conversation; both see the other online.
      await teacher.page.getByRole('textbox', { name: 'Search students' }).fill('Dela Cruz');
      await teacher.page.getByRole('button', { name: 'Search', exact: true }).click();
      await row(teacher.page, STUDENT.fullName).click();
      await student.page.getByRole('textbox', { name: 'Search teachers' }).fill('Santos');
      await student.page.getByRole('button', { name: 'Search', exact: true }).click();
      await row(student.page, TEACHER.fullName).click();
      const thread = student.page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(thread.or(student.page.getByText('Send a message to start the conversation', { exact: true })));
      await expectVisible(onlineMarker(student.page, TEACHER.fullName));
      await expectVisible(onlineMarker(teacher.page, STUDENT.fullName));
      assert.equal(channel.connected(), 1);

      // The student's network drops; a reconnect attempt fails; the server sees them go offline.
      await channel.cut();
      await expectHidden(onlineMarker(student.page, TEACHER.fullName));
      await expectHidden(onlineMarker(teacher.page, STUDENT.fullName));
      await waitUntil(() => channel.refused() >= 1, 'the student tries to reconnect');

      // The teacher writes meanwhile: nothing can reach the student's page.
      const reply = teacher.page.getByRole('textbox', { name: 'Send a message' });
      await reply.fill('Sent while you were away.');
      await reply.press('Enter');
      const teacherThread = teacher.page.getByRole('list', { name: `Messages with ${STUDENT.fullName}` });
      await expectVisible(teacherThread.getByText('Sent while you were away.', { exact: true }));
      assert.equal(channel.connected(), 0, 'the student has no live socket when the message is sent');
      assert.equal(await onlineMarker(teacher.page, STUDENT.fullName).count(), 0);
      assert.equal(await thread.getByText('Sent while you were away.', { exact: true }).count(), 0);

      // The network comes back: the reconnect fetches what was missed, read at once in the open chat.
      channel.restore();
      await expectVisible(thread.getByText('Sent while you were away.', { exact: true }));
      await expectVisible(onlineMarker(teacher.page, STUDENT.fullName));
      await expectVisible(onlineMarker(student.page, TEACHER.fullName));
      assert.equal(channel.connected(), 1);
      await student.page.getByRole('button', { name: 'Back to conversations', exact: true }).click();
      await expectVisible(item(student.page, TEACHER.fullName).getByText('Sent while you were away.', { exact: true }));
      await expectHidden(item(student.page, TEACHER.fullName).getByLabel(/unread$/));
      await expectHidden(student.menu.getByLabel(/unread messages$/));

      // Away from the chat, a message missed while down shows up as unread after the reconnect.
      await student.page.getByRole('button', { name: 'Back', exact: true }).click();
      await channel.cut();
      await expectHidden(onlineMarker(teacher.page, STUDENT.fullName));
      await reply.fill('Are you there?');
      await reply.press('Enter');
      await expectVisible(teacherThread.getByText('Are you there?', { exact: true }));
      assert.equal(channel.connected(), 0);
      channel.restore();
      await expectVisible(student.menu.getByLabel('1 unread messages'));
      await student.menu.getByRole('button', { name: /^Messages/ }).click();
      await expectVisible(item(student.page, TEACHER.fullName).getByLabel('1 unread'));
      await expectVisible(item(student.page, TEACHER.fullName).getByText('Are you there?', { exact: true }));
    } finally {
      await teacher.context.close();
      await student.context.close();
    }
  });

  test('on a phone the conversation list sits above the chat, with no sideways scrolling', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/student', { viewport: { width: 360, height: 740 } });
    try {
      await signIn(page, STUDENT);
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: /^Messages/ }).click();
      const search = page.getByRole('textbox', { name: 'Search teachers' });
      const greeting = page.getByText('Select or search a conversation to start messaging', { exact: true });
      await expectVisible(greeting);
      const [list, chat] = [await search.boundingBox(), await greeting.boundingBox()];
      assert.ok(list.y + list.height <= chat.y, `the list (${list.y}) is above the chat (${chat.y})`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scrolling on a phone (page is ${width}px wide)`);
    } finally {
      await context.close();
    }
  });
});

