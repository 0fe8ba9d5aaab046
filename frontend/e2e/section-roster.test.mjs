// A section at school size against the real binary: Edit section and 'Move students' list its
// students 25 to a page, with a search by name or email, and choosing covers every page; its
// class list, with guardians, prints from a page of its own and downloads as CSV.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, startServer } from './server.mjs';

describe("admin: a big section's students, searched and paged", () => {
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

  test('Edit section pages 30 students and finds one by email; Move students keeps all chosen', async () => {
    const api = await adminApi(server.baseUrl);
    const categories = await api.get('/api/admins/get-categories');
    const category = categories.find((one) => one.levels.some((level) => level.level === 'Grade 8'));
    const grade8 = category.levels.find((level) => level.level === 'Grade 8');
    const big = await api.post('/api/admins/create-section', { level: grade8.levelID, section: 'Big 8' });
    for (let n = 1; n <= 30; n += 1) {
      const number = String(n).padStart(2, '0');
      const student = await api.post('/api/admins/create-student', {
        first_name: `Roster${number}`,
        last_name: 'Pupil',
        email: `roster${number}@e2e.lyceum.test`,
        address: `${n} Luna Street`,
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: 'Ana',
        parent_lName: 'Pupil',
        relationship: 'Mother',
      });
      await api.post('/api/admins/add-student-section', { studentID: student._id, sectionID: big._id });
    }

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'View all classes');
      const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: category.category, exact: true }) });
      await categoryRow.getByRole('button', { name: 'Grade 8', exact: true }).click();
      const sectionRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Big 8', exact: true }) });
      await sectionRow.getByRole('button', { name: 'Edit Big 8', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));

      const table = page.getByRole('table', { name: 'Students of Big 8' });
      await expectVisible(table.getByText('Roster01 Pupil', { exact: true }));
      assert.equal(await table.getByRole('row').count(), 26, 'a heading row and 25 students');
      await page.getByRole('button', { name: 'Next page', exact: true }).click();
      await expectVisible(table.getByText('Roster30 Pupil', { exact: true }));
      assert.equal(await table.getByRole('row').count(), 6, 'the last 5 on page 2');

      await page.getByRole('textbox', { name: 'Search students', exact: true }).fill('ROSTER07@E2E');
      await expectVisible(table.getByText('roster07@e2e.lyceum.test', { exact: true }));
      assert.equal(await table.getByRole('row').count(), 2);
      await page.getByRole('textbox', { name: 'Search students', exact: true }).fill('nobody here');
      await expectVisible(page.getByText('No students match this search.', { exact: true }));

      await page.getByRole('button', { name: 'Move students', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Move students of Big 8' });
      await expectVisible(dialog);
      await expectVisible(dialog.getByText('30 students chosen', { exact: true }));
      assert.equal(await dialog.getByRole('checkbox').count(), 26, 'the "all" box and 25 students');
      await dialog.getByRole('textbox', { name: 'Search students', exact: true }).fill('roster30');
      const last = dialog.getByRole('checkbox', { name: 'Roster30 Pupil (roster30@e2e.lyceum.test)', exact: true });
      assert.equal(await last.isChecked(), true);
      await last.click();
      await expectVisible(dialog.getByText('29 students chosen', { exact: true }));
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHidden(dialog);
    } finally {
      await context.close();
    }
  });
  test('Print class list opens a printable page with guardians; Export class list downloads the CSV', async () => {
    const api = await adminApi(server.baseUrl);
    const categories = await api.get('/api/admins/get-categories');
    const category = categories.find((one) => one.levels.some((level) => level.level === 'Grade 8'));
    const grade8 = category.levels.find((level) => level.level === 'Grade 8');
    const small = await api.post('/api/admins/create-section', { level: grade8.levelID, section: 'Print 8' });
    for (const [first, parent, phone] of [
      ['Bea', 'Carmen', '+63 917 555 0101'],
      ['Abel', 'Dario', null],
    ]) {
      const student = await api.post('/api/admins/create-student', {
        first_name: first,
        last_name: 'Santos',
        email: `${first.toLowerCase()}@print.lyceum.test`,
        address: '1 Luna Street',
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: parent,
        parent_lName: 'Santos',
        relationship: 'Guardian',
        ...(phone ? { phone } : {}),
      });
      await api.post('/api/admins/add-student-section', { studentID: student._id, sectionID: small._id });
    }

    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { acceptDownloads: true });
    try {
      // The printout is counted, not sent to a printer.
      await context.addInitScript(() => {
        window.print = () => {
          window.printed = (window.printed ?? 0) + 1;
        };
      });
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'View all classes');
      const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: category.category, exact: true }) });
      await categoryRow.getByRole('button', { name: 'Grade 8', exact: true }).click();
      const sectionRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Print 8', exact: true }) });
      await sectionRow.getByRole('button', { name: 'Edit Print 8', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export class list', exact: true }).click();
      const download = await downloading;
      assert.match(download.suggestedFilename(), /^class-list-grade-8-print-8-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
      assert.equal(csv[0], 'No.,Last name,First name,Middle name,Email,Birthdate,Parent or guardian,Relationship,Parent email,Parent phone');
      assert.equal(csv[1], '1,Santos,Abel,,abel@print.lyceum.test,2012-01-15,Dario Santos,Guardian,,');
      assert.equal(csv[2], "2,Santos,Bea,,bea@print.lyceum.test,2012-01-15,Carmen Santos,Guardian,,'+639175550101");

      const opening = context.waitForEvent('page');
      await page.getByRole('link', { name: 'Print class list', exact: true }).click();
      const sheet = await opening;
      await expectVisible(sheet.getByRole('heading', { name: 'Class list: Print 8', exact: true }));
      const table = sheet.getByRole('table', { name: 'Students of Print 8' });
      await expectVisible(table.getByText('Carmen Santos (Guardian)', { exact: true }));
      assert.equal(await table.getByRole('row').count(), 3, 'a heading row and 2 students');
      await expectVisible(table.getByText('+639175550101', { exact: true }));
      await sheet.getByRole('button', { name: 'Print', exact: true }).click();
      assert.equal(await sheet.evaluate(() => window.printed), 1);
      await sheet.emulateMedia({ media: 'print' });
      await expectHidden(sheet.getByRole('button', { name: 'Print', exact: true }));
      await expectHidden(sheet.getByRole('textbox', { name: 'School year', exact: true }));
      await expectVisible(table.getByText('Dario Santos (Guardian)', { exact: true }));

      // The list of a school year: the section's learners enrolled that year, the year in the address.
      await sheet.emulateMedia({ media: 'screen' });
      await sheet.getByRole('textbox', { name: 'School year', exact: true }).click();
      await sheet.getByRole('option', { name: /\(current\)$/ }).click();
      await expectVisible(sheet.getByText(/^School year .+: the section's learners of that year$/));
      assert.match(new URL(sheet.url()).search, /^\?schoolYearID=/);
      assert.equal(await table.getByRole('row').count(), 3, 'both were enrolled in the section this year');
    } finally {
      await context.close();
    }
  });
});
