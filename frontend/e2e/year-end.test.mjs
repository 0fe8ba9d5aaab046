// The school year's tools against the real binary: 'Move students' on Edit section (the
// year-end promotion, after a confirmation) and the 'Audit log' screen, filtered as an
// administrator looking for who did what.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

describe('admin: year-end promotion and the audit log', () => {
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

  test("'Move students' moves a whole section into another level's section", async () => {
    const api = await adminApi(server.baseUrl);
    const [juan] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
    assert.ok(juan?.section, `the demo school places ${STUDENT.email} in a section`);
    const { section: before } = await api.post('/api/admins/get-section', { id: juan.sectionID });
    const classmates = before.students.map((student) => student._id).sort();
    const categories = await api.get('/api/admins/get-categories');
    const grade8 = categories.flatMap((category) => category.levels).find((level) => level.level === 'Grade 8');
    const target = await api.post('/api/admins/create-section', { level: grade8.levelID, section: 'Promoted 8' });

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'View all classes');
      const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.category, exact: true }) });
      await categoryRow.getByRole('button', { name: juan.level, exact: true }).click();
      const sectionRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.section, exact: true }) });
      await sectionRow.getByRole('button', { name: `Edit ${juan.section}`, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));

      await page.getByRole('button', { name: 'Move students', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Move students of ${juan.section}` });
      await expectVisible(dialog);
      const everyone = dialog.getByRole('checkbox', { name: 'All students of this section', exact: true });
      assert.equal(await everyone.isChecked(), true, 'every student is chosen to begin with');
      const move = dialog.getByRole('button', { name: 'Move students', exact: true });
      assert.equal(await move.isDisabled(), true, 'no section chosen yet');

      await dialog.getByRole('textbox', { name: 'Level', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 8', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Move to section', exact: true }).click();
      await page.getByRole('option', { name: 'Promoted 8', exact: true }).click();
      await expectVisible(dialog.getByText(`${classmates.length} student${classmates.length === 1 ? '' : 's'} chosen`));
      await move.click();
      const noun = classmates.length === 1 ? '1 student' : `${classmates.length} students`;
      await dialogs.waitForDialog(`Move ${noun} of ${juan.section} to Promoted 8?`);
      await expectVisible(page.getByText(`Moved ${classmates.length} student(s).`, { exact: true }));
      await expectHidden(dialog);
      await expectVisible(page.getByText('No students yet.', { exact: true }));

      const { section: promoted } = await api.post('/api/admins/get-section', { id: target._id });
      assert.deepEqual(promoted.students.map((student) => student._id).sort(), classmates);
      const [moved] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
      assert.equal(moved.section, 'Promoted 8');
      assert.equal(moved.level, 'Grade 8');
    } finally {
      await context.close();
    }
  });

  test("'Audit log' lists sign-ins and changes, filtered by person, action and record", async () => {
    await assert.rejects(signedInApi(server.baseUrl, 'teacher', { email: TEACHER.email, password: 'not-the-password' }), /401/);
    const api = await adminApi(server.baseUrl);
    const news = await api.post('/api/admins/create-news-updates', { image: null, text: '<p>Sports day</p>' });

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Audit log', 'View the audit log');
      await expectVisible(page.getByRole('heading', { name: 'View the audit log', exact: true }));
      const table = page.getByRole('table', { name: 'Audit log entries' });
      await expectVisible(table);

      // The teacher's failed sign-in, found by person and action.
      await page.getByRole('textbox', { name: 'Person', exact: true }).fill(TEACHER.email);
      await page.getByRole('textbox', { name: 'Action', exact: true }).click();
      await page.getByRole('option', { name: 'sign-in failed', exact: true }).click();
      const failed = table.getByRole('row').filter({ hasText: 'sign-in failed' });
      await expectVisible(failed.first());
      assert.equal(await table.getByRole('row').filter({ hasText: 'sign-in failed' }).count(), 1);
      await expectVisible(failed.getByRole('cell', { name: TEACHER.email, exact: true }));
      await expectVisible(page.getByText('1 entry', { exact: true }));

      // The news item, found by its record id.
      await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
      await page.getByRole('textbox', { name: 'Record', exact: true }).fill(news._id);
      const created = table.getByRole('row').filter({ hasText: `news ${news._id}` });
      await expectVisible(created);
      await expectVisible(created.getByText('create', { exact: true }));
      await expectVisible(created.getByRole('cell', { name: `${ADMIN.email} (admin)`, exact: true }));

      // Nothing before the school existed.
      await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
      await page.getByRole('textbox', { name: 'To', exact: true }).fill('2001-01-01');
      await expectVisible(page.getByText('No entries match these filters.', { exact: true }));
    } finally {
      await context.close();
    }
  });
});
