// Attendance against the real binary with the demo school: a teacher opens Attendance, picks a
// day whose register they may still change, marks one student Absent and another Late (three
// taps after opening it), saves, sees 'Register saved.', and after a reload finds the marks
// kept; the roll call is one row per student (15 in view on a desktop, 8 on a phone); an admin changes the attendance settings, and a
// refused value is named beside its field.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { longDay, registerQuery, registerToTake } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, TEACHER, startServer } from './server.mjs';

/** What a register's heading says: "Mathematics · Grade 7 Rizal", "Daily register · Grade 7 Rizal". */
const headingOf = (register) => `${register.subject ?? 'Daily register'} · ${register.level} ${register.section}`;

/** Two students of our own in the register's section, to mark Absent and Late. */
const ABSENT = { first_name: 'Lorna', last_name: 'Abad', email: 'lorna.abad@e2e.lyceum.test' };
const LATE = { first_name: 'Tomas', last_name: 'Lacson', email: 'tomas.lacson@e2e.lyceum.test' };
const nameOf = (student) => `${student.first_name} ${student.last_name}`;

describe('attendance: the roll call and its settings', () => {
  let server;
  let browser;
  let register = null;
  let settingsBefore;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await adminApi(server.baseUrl);
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    settingsBefore = await admin.get('/api/admins/attendance-settings');
    assert.deepEqual(settingsBefore, { registers: 'both', editDays: 7, chronicPercent: 10 }, 'the defaults');
    register = await registerToTake(admin, teacher);
    assert.ok(register, 'a register the teacher may take');
    for (const student of [ABSENT, LATE]) {
      const created = await admin.post('/api/admins/create-student', {
        ...student,
        address: '5 Luna Street',
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: 'Ana',
        parent_lName: student.last_name,
        relationship: 'Mother',
      });
      await admin.post('/api/admins/add-student-section', { studentID: created._id, sectionID: register.sectionID });
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The register's row in the list of its day. */
  function row(page) {
    const day = page.getByRole('list', { name: `Registers of ${longDay(register.date)}`, exact: true });
    const rows = day.getByRole('listitem').filter({ hasText: `${register.level} ${register.section}` });
    return register.kind === 'lesson'
      ? rows.filter({ hasText: register.subject }).filter({ hasText: register.startTime }).first()
      : rows.filter({ hasText: 'Daily register' }).first();
  }

  /** Opens Attendance, picks the register's day and opens its roll call. */
  async function openRollCall(page) {
    await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
    await page.getByLabel('Day', { exact: true }).fill(register.date);
    await row(page).getByRole('button', { name: /^(Take|Open) register$/ }).click();
    await expectVisible(page.getByRole('heading', { name: headingOf(register), exact: true }));
    await expectVisible(page.getByRole('radiogroup', { name: nameOf(LATE), exact: true }));
  }

  const codeOf = (page, student) =>
    page
      .getByRole('radiogroup', { name: nameOf(student), exact: true })
      .locator('[role="radio"][aria-checked="true"]')
      .innerText();

  test('a teacher marks one student Absent and one Late, saves, and finds the marks after a reload', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await openRollCall(page);
      assert.equal(await codeOf(page, ABSENT), 'Present', 'everyone starts present');
      await expectAccessible(page, 'the roll call');

      // The three taps after opening: Absent on one, Late on another, Save.
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await page.getByRole('radiogroup', { name: nameOf(ABSENT), exact: true }).getByRole('radio', { name: 'Absent', exact: true }).click();
      await page.getByRole('radiogroup', { name: nameOf(LATE), exact: true }).getByRole('radio', { name: 'Late', exact: true }).click();
      await save.click();
      await expectVisible(page.getByText('Register saved.', { exact: true }));
      assert.equal(await page.getByRole('dialog').count(), 0, 'no confirmation on the way');

      const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
      const saved = await teacher.get(`/api/attendance/register?${registerQuery(register)}`);
      const codes = Object.fromEntries(saved.students.map((student) => [student.full_name, student.code]));
      assert.equal(codes[nameOf(ABSENT)], 'absent');
      assert.equal(codes[nameOf(LATE)], 'late');
      assert.equal(saved.register.taken, true);

      // The roll call has an address of its own: a reload shows it again, its marks from the server.
      assert.match(new URL(page.url()).pathname, /^\/teacher\/attendance\/(lesson|daily)\/[^/]+\/\d{4}-\d{2}-\d{2}$/);
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: headingOf(register), exact: true }));
      await expectVisible(page.getByRole('radiogroup', { name: nameOf(LATE), exact: true }));
      assert.equal(await codeOf(page, ABSENT), 'Absent');
      assert.equal(await codeOf(page, LATE), 'Late');
      await openRollCall(page);
      assert.equal(await codeOf(page, ABSENT), 'Absent');
      assert.equal(await codeOf(page, LATE), 'Late');
      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await expectVisible(row(page).getByRole('button', { name: 'Open register', exact: true }));
      await expectVisible(row(page).getByText(/^Taken · /));
      await expectAccessible(page, 'the day’s registers');
    } finally {
      await context.close();
    }
  });

  /** The roll call's rows wholly in view above the sticky Save bar, as the page opens. */
  async function rowsInView(page) {
    const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    const { height } = page.viewportSize();
    const limit = Math.min(save ? save.y : height, height);
    // In the screen only: the side menu's 'Theme' is a radio group too.
    const rows = await page
      .getByRole('main')
      .getByRole('radiogroup')
      .evaluateAll((groups) => groups.map((group) => group.closest('li').getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
    return rows.filter(({ top, bottom }) => top >= 0 && bottom <= limit).length;
  }

  test('the roll call is one row per student: 15 in view on a desktop, 8 on a phone, none wider than 360 px', async () => {
    // A class of twenty more, so the screen is full.
    const admin = await adminApi(server.baseUrl);
    for (let n = 1; n <= 20; n += 1) {
      const created = await admin.post('/api/admins/create-student', {
        first_name: `Pupil${String(n).padStart(2, '0')}`,
        last_name: 'Dela Paz',
        email: `pupil${n}.roll@e2e.lyceum.test`,
        address: '5 Luna Street',
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: 'Ana',
        parent_lName: 'Dela Paz',
        relationship: 'Mother',
      });
      await admin.post('/api/admins/add-student-section', { studentID: created._id, sectionID: register.sectionID });
    }
    const address =
      register.kind === 'lesson'
        ? `/teacher/attendance/lesson/${register.scheduleID}/${register.date}`
        : `/teacher/attendance/daily/${register.sectionID}/${register.date}`;
    for (const [width, height, least] of [
      [1366, 900, 15],
      [390, 844, 8],
      [360, 740, 1],
    ]) {
      const { context, page } = await openPage(browser, server.baseUrl, address, { viewport: { width, height } });
      try {
        await signIn(page, TEACHER);
        await expectVisible(page.getByRole('radiogroup', { name: 'Pupil20 Dela Paz', exact: true }));
        const shown = await rowsInView(page);
        assert.ok(shown >= least, `${shown} students in view at ${width}x${height}, at least ${least} wanted`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= width, `no sideways scrolling at ${width} px (${scrollWidth} px)`);
        // The codes sit beside the name, on the same line.
        const group = page.getByRole('radiogroup', { name: nameOf(LATE), exact: true });
        const name = page.getByText(nameOf(LATE), { exact: true });
        const [groupBox, nameBox] = [await group.boundingBox(), await name.boundingBox()];
        assert.ok(groupBox.y < nameBox.y + nameBox.height && nameBox.y < groupBox.y + groupBox.height, 'codes beside the name');
        if (width === 390) await expectAccessible(page, 'the roll call on a phone');
      } finally {
        await context.close();
      }
    }
  });

  test('an admin changes the attendance settings; a refused value is named beside its field', async () => {
    const admin = await adminApi(server.baseUrl);
    const current = await admin.get('/api/admins/attendance-settings');
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'School year', 'Attendance settings');
      await expectVisible(page.getByRole('heading', { name: 'Attendance settings', exact: true }));
      const editDays = page.getByLabel('Days a teacher may edit a register', { exact: true });
      const chronic = page.getByLabel('Chronic absence threshold (%)', { exact: true });
      await expectValue(editDays, String(current.editDays));
      await expectValue(chronic, String(current.chronicPercent));
      await expectAccessible(page, 'attendance settings');

      await editDays.fill('400');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Enter a whole number of days from 0 to 365.', { exact: true }));
      assert.equal(await editDays.getAttribute('aria-invalid'), 'true');

      await page.getByRole('radio', { name: 'Lesson', exact: true }).check();
      await editDays.fill('10');
      await chronic.fill('15');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Attendance settings saved.', { exact: true }));
      assert.deepEqual(await admin.get('/api/admins/attendance-settings'), {
        registers: 'lesson',
        editDays: 10,
        chronicPercent: 15,
      });

      await page.reload();
      await openAdminView(page, 'School year', 'Attendance settings');
      await expectValue(page.getByLabel('Days a teacher may edit a register', { exact: true }), '10');
      await expectValue(page.getByLabel('Chronic absence threshold (%)', { exact: true }), '15');
      assert.equal(await page.getByRole('radio', { name: 'Lesson', exact: true }).isChecked(), true);
    } finally {
      await context.close();
    }
  });
});
