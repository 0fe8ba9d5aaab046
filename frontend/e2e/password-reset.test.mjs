// Admin 'Reset password' in the teacher and student details panels against the real binary:
// the confirmation dialog, the success toast, and the account back on the school's starting
// password.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const SCHOOL_DEFAULT_PASSWORD = 'Welcome-2031';

describe('admin: reset password', () => {
  let server;
  let browser;
  let context;
  let page;

  before(async () => {
    server = await startServer({ env: { LYCEUM_DEFAULT_PASSWORD: SCHOOL_DEFAULT_PASSWORD } });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, server.baseUrl, '/admin/teachers'));
    await signIn(page, ADMIN);
    await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  test('a confirmed reset signs the teacher out and restores the starting password', async () => {
    const before = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: TEACHER.email, exact: true }) });
    await row.getByRole('button', { name: 'View Details', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Teacher details' });
    await expectVisible(panel);

    // Cancelling changes nothing.
    await panel.getByRole('button', { name: 'Reset password', exact: true }).click();
    let confirm = page.getByRole('dialog', { name: 'Reset password?' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(confirm);
    await before.get('/api/session');

    await panel.getByRole('button', { name: 'Reset password', exact: true }).click();
    confirm = page.getByRole('dialog', { name: 'Reset password?' });
    await expectVisible(confirm.getByText(TEACHER.fullName, { exact: false }));
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await expectVisible(page.getByText('Password reset', { exact: true }));
    await expectHidden(confirm);

    // The teacher's session ended, and only the starting password signs in now.
    await assert.rejects(before.get('/api/session'), /401/);
    await assert.rejects(signedInApi(server.baseUrl, 'teacher', TEACHER), /401/);
    const again = await signedInApi(server.baseUrl, 'teacher', { email: TEACHER.email, password: SCHOOL_DEFAULT_PASSWORD });
    assert.equal(again.user.must_change_password, true);
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expectHidden(panel);
  });

  test("a confirmed reset from the student's panel does the same for the student", async () => {
    const before = await signedInApi(server.baseUrl, 'student', STUDENT);
    await openAdminView(page, 'Students', 'View all students');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: STUDENT.email, exact: true }) });
    await row.getByRole('button', { name: 'View Details', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Student details' });
    await expectVisible(panel);

    await panel.getByRole('button', { name: 'Reset password', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset password?' });
    await expectVisible(confirm.getByText(STUDENT.fullName, { exact: false }));
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await expectVisible(page.getByText('Password reset', { exact: true }).last());
    await expectHidden(confirm);

    await assert.rejects(before.get('/api/session'), /401/);
    const again = await signedInApi(server.baseUrl, 'student', { email: STUDENT.email, password: SCHOOL_DEFAULT_PASSWORD });
    assert.equal(again.user.must_change_password, true);
  });
});
