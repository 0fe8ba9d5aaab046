// Notifications against the real binary with the demo school: a student is signed in on a
// phone-sized screen; a teacher, in another browser, marks them Absent in a register they may
// still change and saves; without a reload the student's bell counts 1, a toast says so, and
// the bell's panel lists 'Marked absent' inside the screen's width; 'Mark all as read' clears
// the count.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

/** `date` as `YYYY-MM-DD` by this machine's clock, as the browser and the server read it. */
function isoDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `back` days before today. */
function daysAgo(back) {
  const date = new Date();
  date.setDate(date.getDate() - back);
  return isoDay(date);
}

/** The query string naming a register, as the roll call asks for it. */
function registerQuery(register) {
  const params = new URLSearchParams(
    register.kind === 'lesson' ? { scheduleID: register.scheduleID } : { sectionID: register.sectionID },
  );
  params.set('date', register.date);
  return params.toString();
}

/**
 * The latest register of the teacher's, today or up to `days` days back, that they may still
 * change and on which marking `studentId` absent is news (on its roll, not absent already, no
 * excuse on file); null when there is none.
 */
async function registerToMark(teacher, studentId, days) {
  for (let back = 0; back <= days; back += 1) {
    const day = await teacher.get(`/api/attendance/today?date=${daysAgo(back)}`);
    if (!day.schoolDay) continue;
    for (const register of day.registers) {
      const roll = await teacher.get(`/api/attendance/register?${registerQuery(register)}`);
      const mark = roll.students.find((student) => student._id === studentId);
      if (roll.register.canEdit && mark && !mark.excuse && mark.code !== 'absent') return register;
    }
  }
  return null;
}

describe('notifications: a student hears of an absence live', () => {
  let server;
  let browser;
  let register = null;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await adminApi(server.baseUrl);
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const student = await signedInApi(server.baseUrl, 'student', STUDENT);
    register = await registerToMark(teacher, student.user._id, 7);
    if (!register) {
      // A long break can leave no school day within the week: let teachers change the year so far.
      const settings = await admin.get('/api/admins/attendance-settings');
      await admin.post('/api/admins/attendance-settings', { ...settings, editDays: 365 });
      register = await registerToMark(teacher, student.user._id, 365);
    }
    if (!register) {
      // Before the year's first school day has passed, the year starts four weeks earlier.
      const { year } = await admin.get('/api/calendar/current');
      await admin.post('/api/admins/update-school-year', { id: year._id, name: year.name, firstDay: daysAgo(28), lastDay: year.lastDay });
      register = await registerToMark(teacher, student.user._id, 28);
    }
    assert.ok(register, `a register of ${TEACHER.fullName}'s with ${STUDENT.fullName} on it`);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the student's bell counts 1 and lists 'Marked absent' without a reload", async () => {
    const student = await openPage(browser, server.baseUrl, '/student', { viewport: { width: 360, height: 740 } });
    const teacher = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(student.page, STUDENT);
      const bell = student.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
      await expectVisible(bell);

      const page = teacher.page;
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
      await page.getByLabel('Day', { exact: true }).fill(register.date);
      const rows = page.getByRole('listitem').filter({ hasText: `${register.level} ${register.section}` });
      const row =
        register.kind === 'lesson'
          ? rows.filter({ hasText: register.subject }).filter({ hasText: register.startTime }).first()
          : rows.filter({ hasText: 'Daily register' }).first();
      await row.getByRole('button', { name: /^(Take|Open) register$/ }).click();
      const marks = page.getByRole('radiogroup', { name: STUDENT.fullName, exact: true });
      await marks.getByRole('radio', { name: 'Absent', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Register saved.', { exact: true }));

      // No reload on the student's side: the bell counts it, and a toast says it.
      const counted = student.page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread', exact: true });
      await counted.waitFor({ timeout: 5_000 });
      await expectVisible(student.page.getByRole('alert').filter({ hasText: 'Marked absent' }));

      await counted.click();
      const panel = student.page.getByRole('dialog', { name: 'Notifications', exact: true });
      await expectVisible(panel.getByText('Marked absent', { exact: true }));
      const day = new Date(`${register.date}T00:00:00`).toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      const what = register.kind === 'lesson' ? register.subject : 'Daily register';
      await expectVisible(panel.getByText(`${what}, ${day.replace(',', '')}`, { exact: true }));
      const box = await panel.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `the panel fits a 360 px phone (${box.x}, ${box.width})`);
      const width = await student.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scrolling (${width} px)`);
      await expectAccessible(student.page, 'the notification panel');

      await panel.getByRole('button', { name: 'Mark all as read', exact: true }).click();
      await expectVisible(student.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));
      await student.page.keyboard.press('Escape');
      await expectHidden(panel);
      const focused = await student.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      assert.equal(focused, 'Notifications', 'Escape returns to the bell');
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });
});
