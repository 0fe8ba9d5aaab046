// The year end against the real binary: 'Close school year' on the School year screen (a plan
// per section, a preview of the counts, then the close), the graduate unable to sign in, and
// 'Show archived' on View all students restoring them after a confirmation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, startServer } from './server.mjs';

async function canSignIn(baseUrl, account) {
  const answer = await fetch(`${baseUrl}/api/students/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return answer.status === 200;
}

describe('admin: the year end', () => {
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

  test("a section graduates after a preview, and 'Show archived' restores a graduate", async () => {
    const api = await adminApi(server.baseUrl);
    const [juan] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
    const { years } = await api.get('/api/admins/school-years');
    const year = years.find((each) => each.current);
    const { sections } = await api.post('/api/admins/close-school-year', { id: year._id, moves: [] });
    const section = sections.find((each) => each.sectionID === juan.sectionID);
    assert.ok(section, 'the demo student\'s section is in the plan');
    assert.ok(await canSignIn(server.baseUrl, STUDENT));

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'School year', 'School year');
      const card = page.getByRole('article', { name: year.name, exact: true });
      await card.getByRole('button', { name: 'Close school year', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Close ${year.name}` });
      await expectVisible(dialog.getByRole('cell', { name: section.section, exact: true }));
      const closeIt = dialog.getByRole('button', { name: 'Close the year', exact: true });
      assert.ok(await closeIt.isDisabled(), 'closing waits for a preview');
      await dialog.getByRole('textbox', { name: `Next year for ${section.section}`, exact: true }).click();
      await page.getByRole('option', { name: 'Graduate', exact: true }).click();
      await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
      await expectVisible(dialog.getByText(`0 student(s) move on, ${section.students} graduate.`, { exact: true }));
      await expectAccessible(page, 'close school year dialog');
      assert.ok(await canSignIn(server.baseUrl, STUDENT), 'a preview changes nothing');
      await closeIt.click();
      await expectVisible(
        page.getByText(`${year.name} is closed: 0 student(s) moved on, ${section.students} graduated.`, { exact: true }),
      );
      await expectVisible(card.getByText('Closed', { exact: true }));
      assert.equal(await card.getByRole('button', { name: 'Close school year', exact: true }).count(), 0);
      assert.equal(await canSignIn(server.baseUrl, STUDENT), false, 'a graduate cannot sign in');

      await openAdminView(page, 'Students', 'View all students');
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));
      await page.getByRole('switch', { name: 'Show archived', exact: true }).check();
      const archived = page.getByRole('table', { name: 'Archived students' });
      const row = archived.getByRole('row').filter({ hasText: STUDENT.email });
      await expectVisible(row.getByRole('cell', { name: section.section, exact: true }));
      await expectAccessible(page, 'archived students');
      await row.getByRole('button', { name: `Restore ${STUDENT.fullName}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: `Restore ${STUDENT.fullName}?` });
      await expectVisible(confirm.getByText(`They can sign in again and return to ${section.section} if it still exists.`));
      await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
      await expectVisible(page.getByText(`${STUDENT.fullName} was restored.`, { exact: true }));
      await row.waitFor({ state: 'detached' });
      assert.ok(await canSignIn(server.baseUrl, STUDENT), 'restored, the student signs in again');
      const [back] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
      assert.equal(back.sectionID, juan.sectionID, 'back in the section they left');
    } finally {
      await context.close();
    }
  });
});
