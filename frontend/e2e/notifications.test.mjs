// Notifications against the real binary with the demo school: a student is signed in on a
// phone-sized screen; a teacher, in another browser, marks them Absent in a register they may
// still change and saves; without a reload the student's bell counts 1, a toast says so, and
// the bell's panel lists 'Marked absent' inside the screen's width; 'Mark all as read' clears
// the count.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { absenceIsNews, registerToTake } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

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
    const onRoll = absenceIsNews(student.user._id, (mark) => mark.code !== 'absent');
    register = await registerToTake(admin, teacher, undefined, onRoll);
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
