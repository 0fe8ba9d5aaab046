// The guardian portal's views of a child against the real binary: the demo school's guardian
// (parent1) opens Home, Timetable, Attendance, Grades and Teachers on a 360 px phone, and each
// shows what the server says of their child: the week, the term's registers, the published
// grades and the adviser and subject teachers by name.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { DEMO_PASSWORD, startServer } from './server.mjs';

const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD };
const CHILD_ATTENDANCE_INTRO = 'What the registers say this term. Ask the adviser if something looks wrong.';

describe("the guardian portal's views of a child", () => {
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

  test('Home, Timetable, Attendance, Grades and Teachers show the chosen child', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/guardian');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, GUARDIAN);
      await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
      const api = async (path) => {
        const answer = await page.request.get(new URL(path, server.baseUrl).toString());
        assert.equal(answer.status(), 200, `${path} answers`);
        return answer.json();
      };
      const [child] = (await api('/api/guardians/children')).children;
      const teachers = await api(`/api/guardians/children/${child._id}/teachers`);
      const week = await api(`/api/guardians/children/${child._id}/timetable`);
      assert.ok(teachers.subjects.length > 0, 'the demo child has subjects');

      // On a phone the menu sits behind its button.
      const open = async (item) => {
        const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
        if (await burger.isVisible().catch(() => false)) await burger.click();
        const menu = page.getByRole('navigation', { name: 'Guardian menu' });
        await menu.getByRole('button', { name: item, exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: item, exact: true }));
      };

      await open('Home');
      await expectVisible(page.getByRole('heading', { name: 'Today', exact: true }));
      await expectVisible(page.getByRole('heading', { name: child.full_name }).first());
      // On a phone no card sits beside another: the grades come under the attendance.
      const attendanceCard = await page.getByRole('heading', { name: 'Attendance', exact: true }).boundingBox();
      const gradesCard = await page.getByRole('heading', { name: 'Latest grades', exact: true }).boundingBox();
      assert.ok(gradesCard.y > attendanceCard.y + attendanceCard.height, 'Latest grades under Attendance');
      assert.ok(gradesCard.width > 200, `the grades' heading on one line (${gradesCard.width} px)`);

      await open('Timetable');
      assert.ok(week.week.lessons.length > 0, 'the demo child has lessons');
      await expectVisible(page.getByText(week.week.lessons[0].subject).first());
      await expectVisible(page.getByRole('button', { name: /^Print/ }));
      await expectAccessible(page, 'guardian: Timetable');

      await open('Attendance');
      await expectVisible(page.getByText(CHILD_ATTENDANCE_INTRO, { exact: true }));
      await expectAccessible(page, 'guardian: Attendance');

      await open('Grades');
      await expectVisible(page.getByText(teachers.subjects[0].name).first());
      await expectAccessible(page, 'guardian: Grades');

      await open('Teachers');
      const table = page.getByRole('table', { name: `Subject teachers of ${child.full_name}`, exact: true });
      await expectVisible(table);
      for (const subject of teachers.subjects) {
        const row = table.getByRole('row').filter({ hasText: subject.name });
        await expectVisible(row.first());
        if (subject.teacher) await expectVisible(row.getByText(subject.teacher.full_name).first());
      }
      if (teachers.adviser) await expectVisible(page.getByText(teachers.adviser.full_name, { exact: true }).first());
      await expectAccessible(page, 'guardian: Teachers');
    } finally {
      await context.close();
    }
  });
});
