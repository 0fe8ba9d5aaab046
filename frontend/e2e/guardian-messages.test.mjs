// Messaging between a guardian and their child's teachers, in two browsers at once: the seeded
// guardian (Juan's mother) finds their child's adviser and subject teacher by search and writes
// to them; the adviser, signed in elsewhere, sees the guardian online and the message arrive
// live with whose guardian they are, and replies; the reply arrives in the guardian's open chat.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectValue, expectVisible, launchBrowser, signIn } from './browser.mjs';
import { DEMO_PASSWORD, STUDENT, TEACHER, startServer } from './server.mjs';

/** The seeded guardian: Juan Dela Cruz's mother, on the demo password. */
const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD, fullName: 'Teresa Dela Cruz' };
/** The demo's second teacher, who teaches Juan's section some subjects. */
const SUBJECT_TEACHER = 'Jose Reyes';
const GUARDIAN_OF = `Guardian of ${STUDENT.fullName}`;

/** Signs in to `area` and opens Messages. */
async function openMessages(browser, baseUrl, area, account, menuName) {
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`/${area}`);
  await signIn(page, account);
  const menu = page.getByRole('navigation', { name: menuName });
  await menu.getByRole('button', { name: /^Messages/ }).click();
  await expectVisible(page.getByText('Select or search a conversation to start messaging', { exact: true }));
  return { context, page, menu };
}

/** The conversation-list row (or search result) named `name`. */
function row(page, name) {
  return page.getByRole('button', { name, exact: true });
}

/** The badge of `n` unread messages on the menu's Messages, as screen readers name it. */
function unreadBadge(menu, n) {
  return menu.getByLabel(`${n} unread messages`, { exact: true });
}

/** Unread messages across the signed-in teacher's conversations, as the server counts them. */
async function teacherUnread(page) {
  const answer = await page.request.get('/api/teachers/conversations');
  assert.equal(answer.status(), 200);
  return (await answer.json()).reduce((total, conversation) => total + conversation.unread, 0);
}

/** Sends `text` in the open chat. */
async function send(page, text) {
  const input = page.getByRole('textbox', { name: 'Send a message' });
  await input.fill(text);
  await input.press('Enter');
}

describe('guardian messaging', () => {
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

  test("a guardian writes to their child's adviser and subject teacher; the adviser sees it live and replies", async () => {
    const teacher = await openMessages(browser, server.baseUrl, 'teacher', TEACHER, 'Teacher menu');
    const guardian = await openMessages(browser, server.baseUrl, 'guardian', GUARDIAN, 'Guardian menu');
    try {
      await expectVisible(guardian.page.getByText(`Welcome, ${GUARDIAN.fullName}!`, { exact: true }));
      // The demo school already holds conversations (and perhaps unread messages) of this adviser's.
      const unread = await teacherUnread(teacher.page);
      if (unread > 0) await expectVisible(unreadBadge(teacher.menu, unread));

      // The guardian finds the adviser, who is online, and writes.
      const search = guardian.page.getByRole('textbox', { name: 'Search teachers' });
      await search.fill('Santos');
      await guardian.page.getByRole('button', { name: 'Search', exact: true }).click();
      const maria = row(guardian.page, TEACHER.fullName);
      await expectVisible(maria);
      // The box empties once the answer arrives (the adviser's row may show before, unsearched).
      await expectValue(search, '');
      await expectVisible(maria.getByRole('img', { name: `${TEACHER.fullName} is online` }));
      await maria.click();
      // Their earlier exchange (the demo's) is there, the adviser's last word first in view.
      const guardianThread = guardian.page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(guardianThread.getByText(/caught up on the worksheets in class today/));
      await send(guardian.page, 'Good morning, Ms. Santos. Juan has a fever today.');
      await expectVisible(guardianThread.getByText('Good morning, Ms. Santos. Juan has a fever today.', { exact: true }));

      // The adviser, with no conversation open, gets a toast and an unread count, and the
      // conversation names whose guardian this is.
      const toast = teacher.page.getByRole('alert').filter({ hasText: 'Juan has a fever today.' });
      await expectVisible(toast);
      await expectVisible(toast.getByText(GUARDIAN.fullName, { exact: true }));
      await expectVisible(unreadBadge(teacher.menu, unread + 1));
      await toast.getByRole('button', { name: 'Close' }).click();
      await expectHidden(toast);
      const fromGuardian = row(teacher.page, `${GUARDIAN.fullName}, ${GUARDIAN_OF}`);
      await expectVisible(fromGuardian);
      await expectVisible(fromGuardian.getByText(GUARDIAN_OF, { exact: true }));
      await expectVisible(fromGuardian.getByRole('img', { name: `${GUARDIAN.fullName} is online` }));

      // The adviser opens it (read) and replies; the guardian's open chat gets it at once.
      await fromGuardian.click();
      const teacherThread = teacher.page.getByRole('list', { name: `Messages with ${GUARDIAN.fullName}` });
      await expectVisible(teacherThread.getByText('Good morning, Ms. Santos. Juan has a fever today.', { exact: true }));
      await expectHidden(unreadBadge(teacher.menu, unread + 1));
      if (unread > 0) await expectVisible(unreadBadge(teacher.menu, unread));
      await send(teacher.page, 'Thank you for letting me know. Get well soon, Juan!');
      await expectVisible(guardianThread.getByText('Thank you for letting me know. Get well soon, Juan!', { exact: true }));
      await expectVisible(teacherThread.getByText('Thank you for letting me know. Get well soon, Juan!', { exact: true }));

      // The teacher's search finds the guardian too, with whose guardian they are.
      await teacher.page.getByRole('textbox', { name: 'Search students and guardians' }).fill('Teresa');
      await teacher.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectVisible(row(teacher.page, `${GUARDIAN.fullName}, ${GUARDIAN_OF}`));

      // The subject teacher is found and written to as well; the guardian's list holds both.
      await search.fill('Reyes');
      await search.press('Enter');
      await row(guardian.page, SUBJECT_TEACHER).click();
      await send(guardian.page, 'Is there homework in English this week?');
      await expectVisible(
        guardian.page
          .getByRole('list', { name: `Messages with ${SUBJECT_TEACHER}` })
          .getByText('Is there homework in English this week?', { exact: true }),
      );
      await guardian.page.getByRole('button', { name: 'Back to conversations', exact: true }).click();
      await expectVisible(row(guardian.page, SUBJECT_TEACHER));
      await expectVisible(row(guardian.page, TEACHER.fullName));
    } finally {
      await teacher.context.close();
      await guardian.context.close();
    }
  });
});
