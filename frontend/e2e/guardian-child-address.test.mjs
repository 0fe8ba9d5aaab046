// The guardian portal's chosen child in the address against the real binary: a guardian with
// two children opens a link naming the second (`/guardian/attendance?child=<id>`) and sees that
// child; switching the child changes the address, Back returns to the child before and a
// reload keeps it. Another guardian opening the copied link is told the student is not theirs,
// and an id no student has shows "Page not found".
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectValue, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { startServer } from './server.mjs';

const NOT_LINKED = 'This student is not linked to your account.';
const CHILD_ATTENDANCE_INTRO = 'What the registers say this term. Ask the adviser if something looks wrong.';
const nameOf = (student) => `${student.first_name} ${student.last_name}`;

/** Creates a student of our own, with a guardian block naming no email. */
function createStudent(admin, firstName, lastName, parent) {
  return admin.post('/api/admins/create-student', {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName}.${lastName}@e2e.lyceum.test`.toLowerCase(),
    address: '5 Mabini Street',
    password: 'Lyceum@2023',
    birthdate: '2012-03-10',
    parent_fName: parent,
    parent_lName: lastName,
    relationship: 'Mother',
  });
}

/**
 * Creates a guardian account linked to `students` and sets its own password through the API,
 * so the browser signs in straight to the portal.
 */
async function createGuardian(baseUrl, admin, { firstName, lastName, students }) {
  const { password: startingPassword } = await admin.get('/api/admins/default-password');
  const email = `${firstName}.${lastName}@e2e.lyceum.test`.toLowerCase();
  await admin.post('/api/admins/create-guardian', {
    first_name: firstName,
    middle_name: '',
    last_name: lastName,
    email,
    phone: '',
    relationship: 'Mother',
    image: null,
    studentIDs: students.map((student) => student._id),
  });
  const password = `${firstName.toLowerCase()}-own-pass-1`;
  const guardian = await signedInApi(baseUrl, 'guardian', { email, password: startingPassword });
  await guardian.post('/api/password', { current_password: startingPassword, new_password: password });
  return { email, password };
}

/** The child the address names. */
const childInAddress = (page) => new URL(page.url()).searchParams.get('child');

describe("the guardian portal's child in the address", () => {
  let server;
  let browser;
  /** Two siblings, by last then first name: Bianca, then Carlo. */
  let first;
  let second;
  let mother;
  let otherGuardian;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await adminApi(server.baseUrl);
    first = await createStudent(admin, 'Bianca', 'Aquino', 'Teresa');
    second = await createStudent(admin, 'Carlo', 'Aquino', 'Teresa');
    const stranger = await createStudent(admin, 'Dina', 'Bautista', 'Lorna');
    mother = await createGuardian(server.baseUrl, admin, { firstName: 'Teresa', lastName: 'Aquino', students: [first, second] });
    otherGuardian = await createGuardian(server.baseUrl, admin, { firstName: 'Lorna', lastName: 'Bautista', students: [stranger] });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Resolves with the answer of the attendance of `student` the page asks for next. */
  const attendanceOf = (page, student) =>
    page.waitForResponse((answer) => answer.url().includes('/api/attendance/student-summary') && new URL(answer.url()).searchParams.get('studentID') === student._id);

  test('a link opens the child it names; the switcher changes the address, Back returns and a reload keeps it', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, `/guardian/attendance?child=${second._id}`);
    try {
      const secondsAttendance = attendanceOf(page, second);
      await signIn(page, mother);
      assert.equal((await secondsAttendance).status(), 200);
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true, level: 2 }));
      await expectVisible(page.getByText(CHILD_ATTENDANCE_INTRO, { exact: true }));
      const child = page.getByRole('textbox', { name: 'Child', exact: true });
      await expectValue(child, nameOf(second));
      assert.equal(new URL(page.url()).pathname, '/guardian/attendance');
      assert.equal(childInAddress(page), second._id);

      // Switching the child names it in the address, on the same screen.
      const firstsAttendance = attendanceOf(page, first);
      await child.click();
      await page.getByRole('option', { name: nameOf(first), exact: true }).click();
      assert.equal((await firstsAttendance).status(), 200);
      await expectValue(child, nameOf(first));
      assert.equal(new URL(page.url()).pathname, '/guardian/attendance');
      assert.equal(childInAddress(page), first._id);

      // Back returns to the child shown before.
      await page.goBack();
      await expectValue(child, nameOf(second));
      assert.equal(childInAddress(page), second._id);

      // A reload keeps the child the address names.
      await page.reload();
      await expectVisible(page.getByText(CHILD_ATTENDANCE_INTRO, { exact: true }));
      await expectValue(page.getByRole('textbox', { name: 'Child', exact: true }), nameOf(second));
      assert.equal(childInAddress(page), second._id);
    } finally {
      await context.close();
    }
  });

  test("another guardian opening the copied link is refused, and an id no student has is not found", async () => {
    const link = `/guardian/attendance?child=${second._id}`;
    const { context, page } = await openPage(browser, server.baseUrl, link);
    try {
      await signIn(page, otherGuardian);
      await expectVisible(page.getByText(NOT_LINKED, { exact: true }));
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true, level: 2 }));
      // Said once, on the screen: no notice repeats it.
      assert.equal(await page.getByText(NOT_LINKED, { exact: true }).count(), 1);
      await expectVisible(page.getByRole('link', { name: 'Go to the start', exact: true }));
      assert.equal(childInAddress(page), second._id, 'the address is left as the link named it');

      await page.goto(`/guardian/attendance?child=${randomUUID()}`);
      await expectVisible(page.getByRole('heading', { name: 'Page not found', exact: true }));
      await page.getByRole('link', { name: 'Go to the start', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Home', exact: true, level: 2 }));
      assert.equal(new URL(page.url()).pathname, '/guardian');
    } finally {
      await context.close();
    }
  });
});
