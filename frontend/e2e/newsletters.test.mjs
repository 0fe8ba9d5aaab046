import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { adminApi } from './admin-api.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

const FILE_TYPE_ALERT = 'File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.';

describe('admin newsletters and memos', () => {
  let server;
  let browser;
  let files;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    files = await mkdtemp(path.join(os.tmpdir(), 'lyceum-newsletters-'));
    // The demo school's newsletters go first: these tests start from a school without any.
    const admin = await adminApi(server.baseUrl);
    for (const newsletter of await admin.get('/api/admins/get-newsletters-memos')) {
      await admin.post('/api/admins/delete-newsletters-memos', { newsletterID: newsletter._id });
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  test('an admin uploads a PDF, attaches a link, is refused a fake PDF and deletes a newsletter', async () => {
    const memo = path.join(files, 'June memo.pdf');
    await writeFile(memo, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const fake = path.join(files, 'fake.pdf');
    await writeFile(fake, 'This is plain text pretending to be a PDF.\n');

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('button', { name: 'General Newsletters / Memos', exact: true }).click();
      await menu.getByRole('button', { name: 'Upload newsletters or memos', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Upload newsletters or memos', exact: true }));
      await expectVisible(page.getByText('No newsletters or memos yet.', { exact: true }));

      const fileInput = page.locator('input[type="file"]');
      await fileInput.setInputFiles(memo);
      await page.getByRole('button', { name: 'Upload file', exact: true }).click();
      await dialogs.waitForDialog('Uploaded file successfully!');
      const pdfCard = page.getByRole('article', { name: 'June memo.pdf', exact: true });
      await expectVisible(pdfCard);
      await expectVisible(pdfCard.getByRole('img', { name: 'PDF' }));
      const open = pdfCard.getByRole('link', { name: 'Open', exact: true });
      assert.equal(await open.getAttribute('target'), '_blank');
      assert.equal(await open.getAttribute('rel'), 'noopener noreferrer');
      const href = await open.getAttribute('href');
      assert.match(href, /^\/api\/files\/newsletters\//);
      const download = await page.request.get(href);
      assert.equal(download.status(), 200);
      assert.match((await download.body()).toString('latin1'), /^%PDF-1\.4/);

      await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://example.org/memo');
      await page.getByRole('button', { name: 'Attach link', exact: true }).click();
      await dialogs.waitForDialog('Upload link successfully!');
      const linkCard = page.getByRole('article', { name: 'https://example.org/memo', exact: true });
      await expectVisible(linkCard.getByRole('img', { name: 'Link' }));
      assert.equal(await linkCard.getByRole('link', { name: 'Open' }).getAttribute('href'), 'https://example.org/memo');

      await fileInput.setInputFiles(fake);
      await page.getByRole('button', { name: 'Upload file', exact: true }).click();
      await dialogs.waitForDialog(FILE_TYPE_ALERT);
      assert.equal(await page.getByRole('article').count(), 2);

      await pdfCard.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialogs.waitForDialog('Are you sure you want to delete this Newsletter?');
      await expectHidden(pdfCard);
      await expectVisible(linkCard);
      assert.equal((await page.request.get(href)).status(), 404);

      // A reload keeps the screen.
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Upload newsletters or memos', exact: true }));
      await expectVisible(linkCard);
      assert.equal(await page.getByRole('article').count(), 1);
    } finally {
      await context.close();
    }
  });

  test('a link that is not a web address is refused beside the field', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('button', { name: 'General Newsletters / Memos', exact: true }).click();
      await menu.getByRole('button', { name: 'Upload newsletters or memos', exact: true }).click();

      await page.getByRole('textbox', { name: 'Link', exact: true }).fill('ftp://example.org/memo');
      await page.getByRole('button', { name: 'Attach link', exact: true }).click();

      await expectVisible(page.getByText('Enter a link that starts with http:// or https://.', { exact: true }));
      assert.deepEqual(dialogs.shown, []);
    } finally {
      await context.close();
    }
  });
});
