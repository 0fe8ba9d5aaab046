// Attendance reports against the real binary with the demo school: a teacher takes their
// advisory section's daily register marking a student Absent; the section's month grid shows
// A for that student on that day (also on a 360 px phone, scrolling sideways with the names in
// view) and its CSV says the same; the student's own Attendance screen lists the absence; an
// admin's 'Registers not taken' and 'Chronic absence' load; an admin records an excuse for the
// student, and deletes it after the confirmation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { isoDay, longDay, registerToTake } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The cells of one CSV line, quoted cells unquoted ("Dela Cruz, Juan"). */
function csvCells(line) {
  const cells = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted && char === '"' && line[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

/** "November 2026" from a `YYYY-MM-DD` day. */
const monthName = (ymd) => `${MONTHS[Number(ymd.slice(5, 7)) - 1]} ${ymd.slice(0, 4)}`;

describe('attendance reports: the month grid, the student summary and the admin screens', () => {
  let server;
  let browser;
  /** The daily register of the teacher's advisory section in which the student is marked absent. */
  let register;
  let student;
  let teacher;
  let admin;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await adminApi(server.baseUrl);
    teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    student = (await signedInApi(server.baseUrl, 'student', STUDENT)).user;
    const advised = teacher.user.advisoryClass.map((each) => each.sectionID);
    assert.ok(advised.includes(student.sectionID), `${TEACHER.fullName} advises ${STUDENT.fullName}'s section (the demo's first)`);
    register = await registerToTake(admin, teacher, (each) => each.kind === 'daily' && each.sectionID === student.sectionID);
    assert.ok(register, "a daily register of the student's section the teacher may take");
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Signs the teacher in on `page` and opens Attendance's tab `tab` (the menu folded away on a phone). */
  async function openAttendance(page, tab, { phone = false } = {}) {
    await signIn(page, TEACHER);
    if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
    await page.getByRole('tab', { name: tab, exact: true }).click();
  }

  /** The month grid of the register's month, with the advisory section chosen when there are several. */
  async function openMonthGrid(page) {
    const section = page.getByRole('textbox', { name: 'Advisory class', exact: true });
    if (await section.isVisible().catch(() => false)) {
      await section.click();
      await page.getByRole('option', { name: `${register.level} - ${register.section}`, exact: true }).click();
    }
    if (register.date.slice(0, 7) !== isoDay(new Date()).slice(0, 7)) {
      await page.getByRole('textbox', { name: 'Month', exact: true }).fill(register.date.slice(0, 7));
    }
    const grid = page.getByRole('region', {
      name: `Attendance of ${register.level} - ${register.section}, ${monthName(register.date)}`,
      exact: true,
    });
    await expectVisible(grid);
    return grid;
  }

  /** Where the register's day sits among the grid's days, as the server lays the month out. */
  async function dayColumn() {
    const month = await teacher.get(
      `/api/attendance/section-month?sectionID=${register.sectionID}&month=${register.date.slice(0, 7)}`,
    );
    const column = month.days.findIndex((day) => day.date === register.date);
    assert.ok(column >= 0, `${register.date} is a day of the grid`);
    const row = month.students.find((each) => each._id === student._id);
    return { column, month, row };
  }

  test('a teacher marks a student absent in the daily register, and the month grid shows A on that day', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await openAttendance(page, 'Registers');
      await page.getByLabel('Day', { exact: true }).fill(register.date);
      const day = page.getByRole('list', { name: `Registers of ${longDay(register.date)}`, exact: true });
      const row = day
        .getByRole('listitem')
        .filter({ hasText: 'Daily register' })
        .filter({ hasText: `${register.level} ${register.section}` })
        .first();
      await row.getByRole('button', { name: /^(Take|Open) register$/ }).click();
      await expectVisible(page.getByRole('heading', { name: `Daily register · ${register.level} ${register.section}`, exact: true }));
      await page
        .getByRole('radiogroup', { name: STUDENT.fullName, exact: true })
        .getByRole('radio', { name: 'Absent', exact: true })
        .click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Register saved.', { exact: true }));

      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await page.getByRole('tab', { name: 'Month', exact: true }).click();
      const grid = await openMonthGrid(page);
      const { column, row: marks } = await dayColumn();
      assert.equal(marks.marks[column], 'absent', "the server's grid marks the day absent");
      const name = `${student.last_name}, ${student.first_name}`;
      const cells = grid.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
      assert.equal(await cells.nth(column).textContent(), 'AAbsent', 'the letter, and the word for screen readers');
      await expectVisible(page.getByRole('button', { name: 'Print', exact: true }));
      await expectAccessible(page, 'the month grid');

      const csvPath = await page.getByRole('link', { name: 'Download CSV', exact: true }).getAttribute('href');
      assert.match(csvPath, /format=csv/);
      const csv = await page.request.get(csvPath);
      assert.match(csv.headers()['content-type'], /^text\/csv/);
      assert.match(csv.headers()['content-disposition'] ?? '', /attachment/);
      // The file opens with a byte-order mark, as every CSV of the app does (Excel reads it as UTF-8).
      const lines = (await csv.text()).split(/\r?\n/);
      assert.match(lines[0], /^\uFEFFStudent,/);
      const studentLine = lines.find((line) => line.includes(student.last_name) && line.includes(student.first_name));
      assert.ok(studentLine, 'the student has a line');
      assert.equal(csvCells(studentLine)[column + 1], 'A', 'the CSV marks the day A too');
    } finally {
      await context.close();
    }
  });

  test('the month grid scrolls sideways on a 360 px phone, the names staying in view', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher', { viewport: { width: 360, height: 740 } });
    try {
      await openAttendance(page, 'Month', { phone: true });
      const grid = await openMonthGrid(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `the page does not scroll sideways (${width} px)`);
      const { month } = await dayColumn();
      if (month.days.length >= 6) {
        const scrolled = await grid.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
          return element.scrollWidth > element.clientWidth && element.scrollLeft > 0;
        });
        assert.ok(scrolled, 'the grid scrolls inside its box');
        const [gridBox, nameBox] = [await grid.boundingBox(), await grid.getByRole('columnheader', { name: 'Student' }).boundingBox()];
        assert.ok(Math.abs(nameBox.x - gridBox.x) <= 2, 'the name column stays at the left edge');
      }
    } finally {
      await context.close();
    }
  });

  test("the student finds the absence on their own Attendance screen", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await signIn(page, STUDENT);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
      await expectVisible(page.getByText(/% present$/));
      const events = page.getByRole('list', { name: 'Absences, late arrivals and excused days', exact: true });
      const absence = events.getByRole('listitem').filter({ hasText: longDay(register.date) }).filter({ hasText: 'Daily register' });
      await expectVisible(absence.getByText('Absent', { exact: true }));
      await expectAccessible(page, "the student's attendance");
    } finally {
      await context.close();
    }
  });

  test("an admin's 'Registers not taken' and 'Chronic absence' load", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Attendance', 'Registers not taken');
      await expectVisible(page.getByRole('heading', { name: 'Registers not taken', exact: true }));
      const today = isoDay(new Date());
      await expectVisible(
        page
          .getByRole('list', { name: `Registers not taken on ${longDay(today)}`, exact: true })
          .or(page.getByText('Every register of this day has been taken.', { exact: true }))
          .or(page.getByText('No school on this day.', { exact: true })),
      );
      assert.equal(
        await page.getByRole('link', { name: 'Download CSV', exact: true }).getAttribute('href'),
        `/api/attendance/not-taken?date=${today}&format=csv`,
      );
      await expectAccessible(page, 'registers not taken');

      await openAdminView(page, 'Attendance', 'Chronic absence');
      await expectVisible(page.getByRole('heading', { name: 'Chronic absence', exact: true }));
      const chronic = await admin.get('/api/attendance/chronic');
      if (chronic.students.length > 0) {
        const table = page.getByRole('table', { name: 'Chronically absent students', exact: true });
        await expectVisible(table);
        await expectVisible(table.getByRole('row').filter({ hasText: chronic.students[0].full_name }));
      } else {
        await expectVisible(page.getByText(/^No student has missed/));
      }
      await expectAccessible(page, 'chronic absence');
    } finally {
      await context.close();
    }
  });

  test('an admin records an excuse for a student and deletes it after the confirmation', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    const dialogs = answerDialogs(page);
    const reason = 'Dentist appointment (browser test)';
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Attendance', 'Excuses');
      await expectVisible(page.getByRole('heading', { name: 'Excuses', exact: true }));
      await page.getByText('A student', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Search students', exact: true }).fill(STUDENT.email);
      await page.getByRole('button', { name: new RegExp(`^${STUDENT.fullName}`) }).click();
      await expectVisible(page.getByText(`Student: ${STUDENT.fullName}`, { exact: true }));

      // A reason is required, and said beside its field.
      await page.getByLabel('First day', { exact: true }).fill(isoDay(new Date()));
      await page.getByRole('button', { name: 'Record excuse', exact: true }).click();
      await expectVisible(page.getByText('Give the reason for the absence.', { exact: true }));

      await page.getByRole('textbox', { name: 'Reason', exact: true }).fill(reason);
      await page.getByRole('button', { name: 'Record excuse', exact: true }).click();
      await expectVisible(page.getByText('Excuse recorded.', { exact: true }));
      const table = page.getByRole('table', { name: 'Excuses on file for this student', exact: true });
      const row = table.getByRole('row').filter({ hasText: reason });
      await expectVisible(row);
      const onFile = await admin.get(`/api/attendance/excuses?studentID=${student._id}`);
      assert.ok(onFile.excuses.some((excuse) => excuse.reason === reason), 'the excuse is on file');
      await expectAccessible(page, 'excuses');

      await row.getByRole('button', { name: new RegExp(`^Delete the excuse of ${STUDENT.fullName}`) }).click();
      await dialogs.waitForDialog('Are you sure you want to delete this excuse?');
      await expectVisible(page.getByText('Excuse deleted.', { exact: true }));
      await expectHidden(row);
      const after = await admin.get(`/api/attendance/excuses?studentID=${student._id}`);
      assert.ok(!after.excuses.some((excuse) => excuse.reason === reason), 'the excuse is gone');
    } finally {
      await context.close();
    }
  });
});
