// The grades screens of each area, the advisory class, the month grid and a roll call, walked as its user would and checked by `checkScreen` (e2e/screens.mjs): under the
// server's Content-Security-Policy, at both sizes, in both themes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { registerToTake } from './attendance-days.mjs';
import { expectHidden, expectVisible, openAdminView, signIn } from './browser.mjs';
import { DARK_DEVICE, checkScreen, openWatched, startWalk } from './screens.mjs';
import { ADMIN, STUDENT, TEACHER } from './server.mjs';

describe('The grades screens of each area, the advisory class, the month grid and a roll call', () => {
  const walk = startWalk();

  test('the grades screens of each area and a report card', async () => {
    const teacher = await openWatched(walk.browser, walk.server.baseUrl, '/teacher');
    const admin = await openWatched(walk.browser, walk.server.baseUrl, '/admin');
    const student = await openWatched(walk.browser, walk.server.baseUrl, '/');
    try {
      // The teacher's gradebook of a subject (the demo's assessments fill its grid), its
      // 'Add assessment' dialog, and the advised section's grades with their comment fields.
      let page = teacher.page;
      await signIn(page, TEACHER);
      const teacherMenu = page.getByRole('navigation', { name: 'Teacher menu' });
      await teacherMenu.getByRole('button', { name: 'Grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Grades', exact: true }));
      await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
      await page.getByRole('option').first().click();
      await expectVisible(page.getByRole('table', { name: /^Gradebook of / }));
      await checkScreen(page, 'teacher: Grades (gradebook)');
      await page.getByRole('button', { name: 'Add assessment', exact: true }).click();
      const adding = page.getByRole('dialog', { name: 'Add assessment' });
      await expectVisible(adding);
      await checkScreen(page, 'Add assessment');
      await page.keyboard.press('Escape');
      await expectHidden(adding);

      await teacherMenu.getByRole('button', { name: 'Advisory grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Advisory grades', exact: true }));
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 7 - Rizal', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: /^Grades of Grade 7 - Rizal, / }));
      await checkScreen(page, 'teacher: Advisory grades');

      page = admin.page;
      await signIn(page, ADMIN);
      for (const screen of ['Publish grades', 'Grading schemes', 'Report cards']) {
        await openAdminView(page, 'Grades', screen);
        await expectVisible(page.getByRole('heading', { name: screen, exact: true }));
        await checkScreen(page, `admin: ${screen}`);
      }

      // The student's published grades, and their report card page.
      page = student.page;
      await signIn(page, STUDENT);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: /^My grades/ }));
      await checkScreen(page, 'student: Grades');
      const href = await page.getByRole('link', { name: 'Report card', exact: true }).getAttribute('href');
      await page.goto(href);
      await expectVisible(page.getByRole('heading', { name: 'Report Card (School Form 9)', exact: true }));
      await checkScreen(page, 'report card');
      assert.deepEqual([...teacher.violations, ...admin.violations, ...student.violations], []);
    } finally {
      await teacher.context.close();
      await admin.context.close();
      await student.context.close();
    }
  });

  test("the teacher's advisory class and its 'View students' panel", async () => {
    const { context, page, violations } = await openWatched(walk.browser, walk.server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Advisory Classes' }).click();
      // The demo teacher advises Grade 7, 9 and 11 - Rizal; the cards load one by one, and
      // Grade 11 - Rizal has no students (no table to check), so the card is named.
      await page.getByRole('button', { name: /^Grade 7 - Rizal/ }).click();
      await page.getByRole('button', { name: 'View students', exact: true }).click();
      const panel = page.getByRole('dialog');
      await expectVisible(panel.getByRole('table'));
      await checkScreen(page, "'View students' panel");
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(panel);
      await checkScreen(page, 'advisory class');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });
  test('a month grid, a roll call with each code chosen, and the gradebook of its subject', async () => {
    const adminCalls = await adminApi(walk.server.baseUrl);
    const teacherCalls = await signedInApi(walk.server.baseUrl, 'teacher', TEACHER);
    const withStudents = (roll) => roll.students.length > 0;
    const register = await registerToTake(adminCalls, teacherCalls, undefined, withStudents);
    assert.ok(register, 'a register with students on it the teacher may take');
    const rollCall =
      register.kind === 'lesson'
        ? `/teacher/attendance/lesson/${register.scheduleID}/${register.date}`
        : `/teacher/attendance/daily/${register.sectionID}/${register.date}`;
    // A device that prefers dark: the app follows it from the first screen.
    const admin = await openWatched(walk.browser, walk.server.baseUrl, '/admin', DARK_DEVICE);
    const teacher = await openWatched(walk.browser, walk.server.baseUrl, rollCall);
    try {
      let page = admin.page;
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
      await signIn(page, ADMIN);
      // A month grid and its key: each code's letter on its own colour.
      await openAdminView(page, 'Attendance', 'Section attendance');
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: `${register.level} - ${register.section}`, exact: true }).click();
      await page.getByRole('textbox', { name: 'Month', exact: true }).fill(register.date.slice(0, 7));
      await expectVisible(page.getByRole('list', { name: 'Key', exact: true }));
      await checkScreen(page, 'Section attendance');

      // The roll call with each code chosen in turn on its first student (not saved), then the
      // gradebook.
      page = teacher.page;
      await signIn(page, TEACHER);
      const marks = page.getByRole('main').getByRole('radiogroup').first();
      await expectVisible(marks);
      await checkScreen(page, 'the roll call, Present');
      for (const code of ['Late', 'Absent', 'Excused']) {
        await marks.getByRole('radio', { name: code, exact: true }).click();
        await checkScreen(page, `the roll call, ${code}`);
      }
      // The register's subject has students, so its scores (and 'low' and 'missing') show.
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
      const subject = register.kind === 'lesson' ? `${register.subject} · ${register.level} - ${register.section}` : null;
      await (subject ? page.getByRole('option', { name: subject, exact: true }) : page.getByRole('option').first()).click();
      await expectVisible(page.getByRole('table', { name: /^Gradebook of / }));
      await checkScreen(page, 'teacher: Grades (gradebook of the roll call\'s subject)');

      assert.deepEqual([...admin.violations, ...teacher.violations], []);
    } finally {
      await admin.context.close();
      await teacher.context.close();
    }
  });
});
