// CSV import and export of accounts against the real binary: the template, a file with bad
// rows (listed by line, nothing imported, CRLF endings as Excel writes), a good file with an extra
// column checked then imported with a warning, an import undone, and the exports.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

/** The account's columns: a file without the learner's record (all optional) imports as it is. */
const ACCOUNT_HEADER =
  'first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,parent_email,phone,relationship,category,level,section';
/** The template's and the export's columns: the account's, then the learner's record. */
const STUDENT_HEADER = `${ACCOUNT_HEADER},lrn,sex,mother_tongue,religion,ip_group,father_name,mother_name,remarks`;

async function openView(page, group, label) {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  const item = menu.getByRole('button', { name: label, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  await item.click();
  await expectVisible(page.getByRole('heading', { name: label, exact: true }));
}

/** Clicks what starts a download and answers the downloaded file's name and text. */
async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await file.path(), 'utf8');
  return { name: file.suggestedFilename(), text: text.replace(/^\uFEFF/, '') };
}

describe('admin: CSV import and export', () => {
  let server;
  let browser;
  let files;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    files = await mkdtemp(path.join(os.tmpdir(), 'lyceum-import-'));
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  test('an admin downloads the template, sees the bad rows of a file by line, then imports a good one', async () => {
    const bad = path.join(files, 'bad.csv');
    await writeFile(
      bad,
      [
        ACCOUNT_HEADER,
        'Ana,,Reyes,ana.reyes@e2e.lyceum.test,1 Rizal Ave,2011-03-04,Rosa,,Reyes,,,Mother,,,',
        `Bo,,Lim,${STUDENT.email},2 Rizal Ave,2011-03-04,Al,,Lim,,,Father,,,`,
        'Cy,,Ong,cy.ong@e2e.lyceum.test,=HYPERLINK("http://evil.test"),2011-03-04,Al,,Ong,,,Father,,,',
      ].join('\r\n'),
    );
    const good = path.join(files, 'good.csv');
    await writeFile(
      good,
      [
        `Student No,${ACCOUNT_HEADER}`,
        '2026-001,Ana,,Reyes,ana.reyes@e2e.lyceum.test,1 Rizal Ave,2011-03-04,Rosa,,Reyes,,,Mother,,,',
        "2026-002,Cy,,Ong,cy.ong@e2e.lyceum.test,'-2 Rizal Ave,2011-03-04,Al,,Ong,,,Father,,,",
      ].join('\r\n'),
    );
    const mistake = path.join(files, 'mistake.csv');
    await writeFile(
      mistake,
      [ACCOUNT_HEADER, 'Dee,,Uy,dee.uy@e2e.lyceum.test,3 Rizal Ave,2011-03-04,Al,,Uy,,,Father,,,'].join('\r\n'),
    );

    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { acceptDownloads: true });
    try {
      await signIn(page, ADMIN);
      await openView(page, 'Students', 'View all students');
      await page.getByRole('button', { name: 'Import from CSV', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
      await expectVisible(dialog);

      const template = await download(page, () =>
        dialog.getByRole('button', { name: 'Download template', exact: true }).click(),
      );
      assert.equal(template.name, 'students-template.csv');
      const [header, example] = template.text.trim().split('\r\n');
      assert.equal(header, STUDENT_HEADER);
      assert.match(example, /@example\.com,.*,2010-06-15,/, 'the example row shows the date format');
      await expectVisible(dialog.getByText('Write dates as YYYY-MM-DD', { exact: false }));

      const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
      assert.equal(await importButton.isDisabled(), true, 'nothing to import before a file is chosen');
      await dialog.locator('input[type="file"]').setInputFiles(bad);
      await importButton.click();
      await expectVisible(dialog.getByText('2 row(s) have errors; nothing was imported.', { exact: true }));
      const errors = dialog.getByRole('table', { name: 'Rows with errors' });
      const rowOf = (line) => errors.getByRole('row').filter({ has: page.getByRole('cell', { name: line, exact: true }) });
      await expectVisible(rowOf('3').getByRole('cell', { name: 'email', exact: true }));
      await expectVisible(rowOf('3').getByText('This email is already used by another account.'));
      await expectVisible(rowOf('4').getByRole('cell', { name: 'address', exact: true }));
      await expectVisible(rowOf('4').getByText('which a spreadsheet runs as a formula', { exact: false }));
      assert.equal(await rowOf('2').count(), 0, 'the good row is not listed');

      await dialog.locator('input[type="file"]').setInputFiles(good);
      await expectHidden(errors);
      await dialog.getByRole('button', { name: 'Check file', exact: true }).click();
      await expectVisible(dialog.getByText('All 2 row(s) are good; nothing was imported (dry run).', { exact: true }));
      await expectVisible(dialog.getByText("Column 'Student No' is not used and was ignored.", { exact: true }));
      await importButton.click();
      await expectVisible(dialog.getByText('Imported 2 student(s).', { exact: true }));
      await expectVisible(dialog.getByText("Column 'Student No' is not used and was ignored.", { exact: true }));
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expectHidden(dialog);

      // A file imported by mistake is undone from the same dialog, after a confirmation.
      await page.getByRole('button', { name: 'Import from CSV', exact: true }).click();
      await dialog.locator('input[type="file"]').setInputFiles(mistake);
      await importButton.click();
      await expectVisible(dialog.getByText('Imported 1 student(s).', { exact: true }));
      await dialog.getByRole('button', { name: 'Undo this import', exact: true }).click();
      await dialog.getByRole('button', { name: 'Yes, undo the import', exact: true }).click();
      await expectVisible(dialog.getByText('Import undone: 1 student(s) removed.', { exact: true }));
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expectHidden(dialog);

      await page.getByLabel('Search students').fill('e2e.lyceum.test');
      await expectVisible(page.getByRole('checkbox', { name: 'Select Ana Reyes', exact: true }));
      await expectVisible(page.getByRole('checkbox', { name: 'Select Cy Ong', exact: true }));
      assert.equal(await page.getByRole('checkbox', { name: 'Select Dee Uy', exact: true }).count(), 0, 'undone');
    } finally {
      await context.close();
    }
  });

  test('an admin exports students and teachers as CSV files', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { acceptDownloads: true });
    try {
      await signIn(page, ADMIN);
      await openView(page, 'Students', 'View all students');
      const students = await download(page, () => page.getByRole('link', { name: 'Export CSV', exact: true }).click());
      assert.match(students.name, /^students-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = students.text.trim().split(/\r?\n/);
      assert.equal(lines[0], STUDENT_HEADER);
      assert.ok(lines.some((line) => line.includes(STUDENT.email)), students.text);
      assert.ok(lines.some((line) => line.includes("cy.ong@e2e.lyceum.test,'-2 Rizal Ave")), students.text);

      await openView(page, 'Teachers', 'View all teachers');
      const teachers = await download(page, () => page.getByRole('link', { name: 'Export CSV', exact: true }).click());
      assert.match(teachers.name, /^teachers-\d{4}-\d{2}-\d{2}\.csv$/);
      assert.ok(teachers.text.startsWith('first_name,middle_name,last_name,phone,email'), teachers.text);
      assert.ok(teachers.text.includes(TEACHER.email), teachers.text);
    } finally {
      await context.close();
    }
  });
});
