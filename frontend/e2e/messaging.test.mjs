// Messaging as a student and a teacher would use it, in two browsers at once: finding each
// other by search, messages arriving live (a toast elsewhere, appended in the open chat), the
// online marker, the unread count, and nothing lost when the live channel drops.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function openMessages(browser, baseUrl, area, account) {
  const { context, page } = await openPage(browser, baseUrl, `/${area}`);
  await signIn(page, account);
  const menu = page.getByRole('navigation', { name: area === 'student' ? 'Student menu' : 'Teacher menu' });
  await menu.getByRole('button', { name: /^Messages/ }).click();
  await expectVisible(page.getByText('Select or search a conversation to start messaging', { exact: true }));
  return { context, page, menu };
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

  test('a student and a teacher find each other and exchange messages live', async () => {
    const teacher = await openMessages(browser, server.baseUrl, 'teacher', TEACHER);
    const student = await openMessages(browser, server.baseUrl, 'student', STUDENT);
    try {
      await expectVisible(student.page.getByText(`Welcome, ${STUDENT.fullName}!`, { exact: true }));

      // The student finds the teacher, who is online.
      const search = student.page.getByRole('textbox', { name: 'Search teachers' });
      await search.fill('ma');
      await student.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectVisible(student.page.getByText('Search term must be atleast 3 characters long', { exact: true }));
      await search.fill('Santos');
      await student.page.getByRole('button', { name: 'Search', exact: true }).click();
      const maria = student.page.getByRole('button', { name: TEACHER.fullName, exact: true });
      await expectVisible(maria);
      assert.equal(await search.inputValue(), '');
      await expectVisible(maria.getByRole('img', { name: `${TEACHER.fullName} is online` }));
      await maria.click();
      await expectVisible(student.page.getByText('Send a message to start the conversation', { exact: true }));

      const input = student.page.getByRole('textbox', { name: 'Send a message' });
      await input.fill('Good morning, Ma’am! Is there a quiz tomorrow?');
      await input.press('Enter');
      const studentThread = student.page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(studentThread.getByText('Good morning, Ma’am! Is there a quiz tomorrow?', { exact: true }));
      assert.equal(await input.inputValue(), '');

      // The teacher, with no conversation open, gets a toast and an unread count.
      const toast = teacher.page.getByRole('alert').filter({ hasText: 'Is there a quiz tomorrow?' });
      await expectVisible(toast);
      await expectVisible(toast.getByText(STUDENT.fullName, { exact: true }));
      await expectVisible(teacher.menu.getByLabel('1 unread messages'));
      await toast.getByRole('button', { name: 'Close' }).click();
      await expectHidden(toast);

      // The teacher opens it (read) and answers; the student's open chat gets it at once.
      await teacher.page.getByRole('button', { name: STUDENT.fullName, exact: true }).click();
      const teacherThread = teacher.page.getByRole('list', { name: `Messages with ${STUDENT.fullName}` });
      await expectVisible(teacherThread.getByText('Good morning, Ma’am! Is there a quiz tomorrow?', { exact: true }));
      await expectHidden(teacher.menu.getByLabel('1 unread messages'));
      await expectVisible(
        teacher.page.getByRole('button', { name: STUDENT.fullName, exact: true }).getByRole('img', {
          name: `${STUDENT.fullName} is online`,
        }),
      );
      const reply = teacher.page.getByRole('textbox', { name: 'Send a message' });
      await reply.fill('Yes, on fractions.');
      await teacher.page.getByRole('button', { name: 'Send', exact: true }).click();
      await expectVisible(studentThread.getByText('Yes, on fractions.', { exact: true }));
      await expectVisible(teacherThread.getByText('Yes, on fractions.', { exact: true }));

      // Signing out takes the student offline for the teacher.
      await student.menu.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expectHidden(
        teacher.page.getByRole('button', { name: STUDENT.fullName, exact: true }).getByRole('img', {
          name: `${STUDENT.fullName} is online`,
        }),
      );
    } finally {
      await teacher.context.close();
      await student.context.close();
    }
  });

  test('a message sent while the live channel is down arrives after it reconnects', async () => {
    const student = await openMessages(browser, server.baseUrl, 'student', STUDENT);
    try {
      const teacherApi = await signedInApi(server.baseUrl, 'teacher', TEACHER);
      await student.page.getByRole('button', { name: TEACHER.fullName, exact: true }).click();
      const thread = student.page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(thread);

      // Cut the socket; while it waits to reconnect, the teacher writes.
      await student.page.evaluate(() => window.__lyceumLive.drop());
      await sleep(200);
      await teacherApi.post(`/api/messages/send/${(await studentId(server.baseUrl))}`, {
        message: 'Sent while you were away.',
      });
      await expectVisible(thread.getByText('Sent while you were away.', { exact: true }));
    } finally {
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

/** The demo student's id, looked up as the student. */
async function studentId(baseUrl) {
  const api = await signedInApi(baseUrl, 'student', STUDENT);
  return api.user._id;
}
