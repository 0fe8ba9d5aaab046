import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn, openAdminView } from './browser.mjs';
import { adminApi } from './admin-api.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

// A 1×1 PNG, small enough to live in the test.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('admin news and updates', () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The demo school's news goes first: these tests start from a school without any.
    const admin = await adminApi(server.baseUrl);
    for (const post of await admin.get('/api/admins/get-news-updates')) {
      await admin.post('/api/admins/delete-news-updates', { id: post._id });
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an admin writes a post with the toolbar, sees it in the grid, edits it and deletes it', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await openAdminView(page, 'News and updates', 'Create news and updates');
      await expectVisible(page.getByRole('heading', { name: 'Create news and updates', exact: true }));

      await page.locator('input[type="file"]').setInputFiles({
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      });
      await expectVisible(page.getByRole('img', { name: 'News image preview' }));

      const editor = page.getByRole('textbox', { name: 'News text' });
      const tool = (name) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
      await editor.click();
      await page.keyboard.type('Enrolment week');
      await page.getByRole('combobox', { name: 'Headers' }).selectOption({ label: 'Heading 1' });
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await tool('Bullet list').click();
      assert.equal(await tool('Bullet list').getAttribute('aria-pressed'), 'true');
      await page.keyboard.type('Bring your report card');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Pay at the cashier');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await tool('Bold').click();
      await page.keyboard.type('Details: ');
      await tool('Bold').click();
      dialogs.promptAnswers.push('https://example.org/enrolment');
      await tool('Link').click();
      await tool('Indent').click();
      await expectVisible(editor.locator('a[href="https://example.org/enrolment"]'));

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogs.waitForDialog('Success!');
      await expectHidden(page.getByRole('img', { name: 'News image preview' }));
      assert.equal((await editor.innerText()).trim(), '');

      await openAdminView(page, 'News and updates', 'View news and updates');
      await expectVisible(page.getByRole('heading', { name: 'View news and updates', exact: true }));
      const card = page.getByRole('article').filter({ hasText: 'Enrolment week' });
      await expectVisible(card.getByRole('heading', { level: 1, name: 'Enrolment week' }));
      await expectVisible(card.getByRole('listitem').filter({ hasText: 'Bring your report card' }));
      await expectVisible(card.getByRole('listitem').filter({ hasText: 'Pay at the cashier' }));
      const link = card.getByRole('link', { name: 'https://example.org/enrolment' });
      assert.equal(await link.getAttribute('href'), 'https://example.org/enrolment');
      await expectVisible(card.locator('strong', { hasText: 'Details:' }));
      const indented = card.locator('p.indent-1');
      await expectVisible(indented);
      assert.notEqual(await indented.evaluate((p) => getComputedStyle(p).marginLeft), '0px');
      const image = card.getByRole('img', { name: 'News image' });
      await expectVisible(image);
      assert.match(await image.getAttribute('src'), /^\/api\/files\/images\//);
      await page.waitForFunction((img) => img.complete && img.naturalWidth === 1, await image.elementHandle());

      await card.getByRole('button', { name: 'Edit', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit news and updates', exact: true }));
      await expectVisible(editor.getByRole('heading', { name: 'Enrolment week' }));
      await expectVisible(page.getByRole('img', { name: 'News image preview' }));
      await editor.getByRole('heading', { name: 'Enrolment week' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' moved to June');
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await dialogs.waitForDialog('Success!', { count: 2 });

      await expectVisible(page.getByRole('heading', { name: 'View news and updates', exact: true }));
      const edited = page.getByRole('article').filter({ hasText: 'Enrolment week moved to June' });
      await expectVisible(edited.getByRole('heading', { level: 1, name: 'Enrolment week moved to June' }));
      await expectVisible(edited.getByRole('link', { name: 'https://example.org/enrolment' }));

      await edited.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialogs.waitForDialog('Are you sure you want to delete?');
      await expectHidden(page.getByRole('article'));
      await expectVisible(page.getByText('No news and updates yet.', { exact: true }));
      assert.equal(dialogs.shown.filter(({ type }) => type === 'confirm').length, 1);
    } finally {
      await context.close();
    }
  });

  test('an empty post is refused beside the editor', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await openAdminView(page, 'News and updates', 'Create news and updates');

      await page.getByRole('button', { name: 'Save', exact: true }).click();

      await expectVisible(page.getByText('Write the news text.', { exact: true }));
      assert.deepEqual(dialogs.shown, []);
    } finally {
      await context.close();
    }
  });
});
