// The class structure as one file against the real binary: exported from the demo school with
// the Classes screen's button, then imported on a fresh server (no classes, no teachers): the
// check lists what it creates and the teachers it cannot find, and after 'Import' the demo's
// categories, levels and sections are there.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, startServer } from './server.mjs';

describe('admin: class structure export and import', () => {
  let demo;
  let fresh;
  let browser;
  let files;

  before(async () => {
    demo = await startServer();
    fresh = await startServer({ seed: false });
    browser = await launchBrowser();
    files = await mkdtemp(path.join(os.tmpdir(), 'lyceum-classes-'));
  });

  after(async () => {
    await browser?.close();
    await demo?.stop();
    await fresh?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  test('the demo school exports its structure and a fresh server imports it after a check', async () => {
    const exported = path.join(files, 'classes.json');
    const source = await openPage(browser, demo.baseUrl, '/admin', { acceptDownloads: true });
    try {
      await signIn(source.page, ADMIN);
      await openAdminView(source.page, 'Classes', 'View all classes');
      await expectVisible(source.page.getByRole('heading', { name: 'View all classes', exact: true }));
      const [file] = await Promise.all([
        source.page.waitForEvent('download'),
        source.page.getByRole('link', { name: 'Export class structure', exact: true }).click(),
      ]);
      assert.match(file.suggestedFilename(), /^class-structure-\d{4}-\d{2}-\d{2}\.json$/);
      await file.saveAs(exported);
    } finally {
      await source.context.close();
    }
    const document = JSON.parse(await readFile(exported, 'utf8'));
    assert.equal(document.format, 'lyceum-classes');
    const sections = document.categories.flatMap((c) => c.levels).flatMap((l) => l.sections);
    const home = document.categories.find((c) => c.levels.some((l) => l.sections.length > 0));
    const homeLevel = home.levels.find((l) => l.sections.length > 0);
    assert.ok(sections.length > 0 && sections[0].adviser.includes('@'), JSON.stringify(document));

    // A broken copy is refused with where the problem is.
    const broken = path.join(files, 'broken.json');
    const copy = structuredClone(document);
    const firstLevel = copy.categories.flatMap((c) => c.levels).find((l) => l.sections.length > 0);
    firstLevel.sections[0].subjects[0].schedules = [{ day: 'Funday', start: '08:00 AM', end: '09:00 AM' }];
    await writeFile(broken, JSON.stringify(copy));

    const { context, page } = await openPage(browser, fresh.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'View all classes');
      await expectVisible(page.getByText('No classes yet.', { exact: true }));
      await page.getByRole('button', { name: 'Import class structure', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import class structure' });
      await expectVisible(dialog);
      const input = dialog.locator('input[type="file"]');

      await input.setInputFiles(broken);
      await expectVisible(dialog.getByText('1 problem(s) in the file; nothing was imported.', { exact: true }));
      await expectVisible(dialog.getByText(/Schedule #1: day: Choose a day from Monday to Sunday\./));
      assert.equal(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), true);

      await input.setInputFiles(exported);
      const counts = dialog.getByRole('table', { name: 'What the import does' });
      await expectVisible(counts);
      const sectionsRow = counts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sections' }) });
      assert.deepEqual(await sectionsRow.getByRole('cell').allTextContents(), [String(sections.length), '0']);
      // No teachers on the fresh server: advisers and teachers are left unassigned, with a warning.
      await expectVisible(dialog.getByText('Some teachers are not on this server', { exact: true }));
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expectHidden(dialog);
      await expectVisible(page.getByText(/^Imported the class structure: create /));

      for (const category of document.categories) {
        await expectVisible(page.getByRole('cell', { name: category.name, exact: true }));
      }
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: home.name, exact: true }) });
      await row.getByRole('button', { name: homeLevel.name, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: homeLevel.name, exact: true }));
      await expectVisible(page.getByRole('cell', { name: homeLevel.sections[0].name, exact: true }));
    } finally {
      await context.close();
    }
  });
});
