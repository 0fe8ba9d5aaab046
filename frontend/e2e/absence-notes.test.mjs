// A guardian's absence note against the real binary: the demo school's guardian (parent1)
// writes a note with a photo for their child on 'Absence notes', sees it listed, and the child's
// adviser finds it among the section's excuses, marked as from a guardian with the photo.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { DEMO_PASSWORD, TEACHER, startServer } from './server.mjs';

const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD };
const REASON = 'Fever (browser test): resting at home on the doctor’s advice.';
/** A one-pixel PNG, the photo of the note. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** `YYYY-MM-DD` of a day `days` from today, local time. */
function dayFromToday(days) {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe("a guardian's absence note", () => {
  let server;
  let browser;
  let photo;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    photo = join(await mkdtemp(join(tmpdir(), 'lyceum-note-')), 'note.png');
    await writeFile(photo, PNG);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the guardian writes a note with a photo, and the adviser sees it among the excuses', async () => {
    const guardian = await openPage(browser, server.baseUrl, '/guardian');
    let child;
    try {
      const page = guardian.page;
      await signIn(page, GUARDIAN);
      const menu = page.getByRole('navigation', { name: 'Guardian menu' });
      await expectVisible(menu);
      const answer = await page.request.get(new URL('/api/guardians/children', server.baseUrl).toString());
      [child] = (await answer.json()).children;
      await menu.getByRole('button', { name: 'Absence notes', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Write an absence note', exact: true }));

      // Nothing sent without a reason: the field says so.
      await page.getByLabel('From', { exact: true }).fill(dayFromToday(1));
      await page.getByRole('button', { name: 'Send absence note', exact: true }).click();
      await expectVisible(page.getByText('Give the reason for the absence.', { exact: true }));

      await page.getByLabel('To', { exact: true }).fill(dayFromToday(2));
      await page.getByRole('textbox', { name: 'Reason', exact: true }).fill(REASON);
      await page.locator('input[type="file"]').setInputFiles(photo);
      await expectVisible(page.getByRole('img', { name: 'Photo of the note', exact: true }));
      await page.getByRole('button', { name: 'Send absence note', exact: true }).click();
      await expectVisible(page.getByText('Absence note sent to the adviser.', { exact: true }));
      const list = page.getByRole('list', { name: /^Absence notes for / });
      const item = list.getByRole('listitem').filter({ hasText: REASON });
      await expectVisible(item);
      await expectVisible(item.getByRole('link', { name: /^Photo of the note/ }));
      // The notice of the sent note sits over the account menu in the corner: close it first.
      const notice = page.locator('.mantine-Notification-root').first();
      await notice.getByRole('button', { name: 'Close' }).click();
      await expectHidden(notice);
      await expectAccessible(page, 'guardian: Absence notes');
    } finally {
      await guardian.context.close();
    }

    const adviser = await openPage(browser, server.baseUrl, '/teacher');
    try {
      const page = adviser.page;
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
      await page.getByRole('tab', { name: 'Excuses', exact: true }).click();
      // The adviser of several sections chooses the child's.
      await expectVisible(page.getByRole('heading', { name: 'Excuses on file', exact: true }));
      const section = page.getByRole('textbox', { name: 'Advisory class', exact: true });
      if (await section.isVisible().catch(() => false)) {
        await section.click();
        await page.getByRole('option', { name: `${child.level} - ${child.section}`, exact: true }).click();
      }
      const table = page.getByRole('table', { name: 'Excuses on file for this section', exact: true });
      const row = table.getByRole('row').filter({ hasText: REASON });
      await expectVisible(row);
      await expectVisible(row.getByText('From a guardian', { exact: true }));
      const link = row.getByRole('link', { name: /^Photo of the note/ });
      const href = await link.getAttribute('href');
      assert.match(href ?? '', /\/api\/files\/images\//);
      const fetched = await page.request.get(new URL(href, server.baseUrl).toString());
      assert.equal(fetched.status(), 200, 'the adviser can open the photo');
    } finally {
      await adviser.context.close();
    }
  });
});
