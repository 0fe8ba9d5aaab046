// A student's open portal follows their section live: an administrator moves the whole section
// with 'Move students' on Edit section, and the student's Class page and menu, open in another
// browser, show the new section without a reload; taken out of it, they show none.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, STUDENT, startServer } from './server.mjs';

describe('student portal: the section follows a move live', () => {
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

  test("the student's open Class page follows a move and a removal", async () => {
    const api = await adminApi(server.baseUrl);
    const [juan] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
    assert.ok(juan?.section, `the demo school places ${STUDENT.email} in a section`);
    const { section: current } = await api.post('/api/admins/get-section', { id: juan.sectionID });
    const noun = current.students.length === 1 ? '1 student' : `${current.students.length} students`;
    const categories = await api.get('/api/admins/get-categories');
    const grade8 = categories.flatMap((category) => category.levels).find((level) => level.level === 'Grade 8');
    const target = await api.post('/api/admins/create-section', { level: grade8.levelID, section: 'Follow 8' });

    const student = await openPage(browser, server.baseUrl, '/student');
    const admin = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(student.page, STUDENT);
      const menu = student.page.getByRole('navigation', { name: 'Student menu' });
      const oldClass = `${juan.level} - ${juan.section}`;
      await menu.getByRole('button', { name: oldClass, exact: true }).click();
      await expectVisible(student.page.getByText(oldClass, { exact: true }).last());

      const page = admin.page;
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'View all classes');
      const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.category, exact: true }) });
      await categoryRow.getByRole('button', { name: juan.level, exact: true }).click();
      const sectionRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.section, exact: true }) });
      await sectionRow.getByRole('button', { name: `Edit ${juan.section}`, exact: true }).click();
      await page.getByRole('button', { name: 'Move students', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Move students of ${juan.section}` });
      await dialog.getByRole('textbox', { name: 'Level', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 8', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Move to section', exact: true }).click();
      await page.getByRole('option', { name: 'Follow 8', exact: true }).click();
      await dialog.getByRole('button', { name: 'Move students', exact: true }).click();
      await dialogs.waitForDialog(`Move ${noun} of ${juan.section} to Follow 8?`);
      await expectHidden(dialog);

      // No reload on the student's side: the menu entry and the open Class page follow.
      await expectVisible(menu.getByRole('button', { name: 'Grade 8 - Follow 8', exact: true }));
      await expectVisible(student.page.getByText('Grade 8 - Follow 8', { exact: true }).last());
      await expectHidden(menu.getByRole('button', { name: oldClass, exact: true }));
      assert.equal(await student.page.getByText('You are not in this section', { exact: false }).count(), 0);

      await api.post('/api/admins/remove-student', { studentID: juan._id, sectionID: target._id });
      await expectVisible(menu.getByRole('button', { name: 'My Class', exact: true }));
      await expectVisible(student.page.getByText('You are not in a class yet.', { exact: true }));
    } finally {
      await student.context.close();
      await admin.context.close();
    }
  });
});
