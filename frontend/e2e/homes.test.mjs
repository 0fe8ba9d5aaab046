// Each area's Home against the real binary and the demo school, on a phone (390 × 844) and a
// laptop (1366 × 900): the administrator, a teacher, a student and a guardian each land on
// their Home, see its cards with the figures the server has, follow a figure's link to the
// screen that acts on it, and on the phone the cards stack and nothing scrolls sideways.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { isoDay } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { ADMIN, DEMO_PASSWORD, STUDENT, TEACHER, startServer } from './server.mjs';

const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD };

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
];

/** "92.5%" as the Homes write a share. */
const percent = (value) => `${value.toFixed(1)}%`;

/** Whether the page is wider than the window (it then scrolls sideways). */
function scrollsSideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** On a phone no card sits beside another: `lower` starts below `upper`; on a laptop they share a row. */
async function expectStacked(page, size, upper, lower) {
  const first = await page.getByRole('region', { name: upper, exact: true }).boundingBox();
  const second = await page.getByRole('region', { name: lower, exact: true }).boundingBox();
  if (size.name === 'phone') {
    assert.ok(second.y >= first.y + first.height, `${lower} under ${upper} on a phone`);
    assert.ok(first.width > size.viewport.width * 0.8, `${upper} takes the phone's width (${first.width} px)`);
  } else {
    assert.equal(Math.round(second.y), Math.round(first.y), `${upper} and ${lower} side by side on a laptop`);
  }
}

/** Opens `path` at `size` and signs in with `account`. */
async function signedIn(browser, baseUrl, path, size, account) {
  const opened = await openPage(browser, baseUrl, path, { viewport: size.viewport });
  await signIn(opened.page, account);
  return opened;
}

describe('the Homes: what needs each user today', () => {
  let server;
  let browser;
  const calls = {};

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    calls.admin = await signedInApi(server.baseUrl, 'admin', ADMIN);
    calls.teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    calls.student = await signedInApi(server.baseUrl, 'student', STUDENT);
    calls.guardian = await signedInApi(server.baseUrl, 'guardian', GUARDIAN);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    test(`the administrator's Home on a ${size.name}`, async () => {
      const home = await calls.admin.get('/api/admins/home');
      const { context, page } = await signedIn(browser, server.baseUrl, '/admin', size, ADMIN);
      try {
        await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
        await expectVisible(page.getByText(/^As of /));
        const today = page.getByRole('region', { name: 'Attendance today', exact: true });
        await expectVisible(today);
        if (home.today?.percentPresent != null) {
          await expectVisible(today.getByRole('link', { name: `${percent(home.today.percentPresent)} present today`, exact: true }));
        } else {
          await expectVisible(today.getByText(home.schoolDay ? 'No register taken yet today.' : 'No school today.', { exact: true }));
        }
        const chronic = page.getByRole('region', { name: 'Chronic absence', exact: true });
        const students = home.chronicCount === 1 ? 'student' : 'students';
        await expectVisible(chronic.getByRole('link', { name: `${home.chronicCount} ${students} chronically absent`, exact: true }));
        const submitted = home.grades.reduce((sum, level) => sum + level.submitted, 0);
        const expected = home.grades.reduce((sum, level) => sum + level.expected, 0);
        assert.ok(expected > 0, 'the demo school expects gradebooks this term');
        const grades = page.getByRole('region', { name: 'Grade submissions', exact: true });
        await expectVisible(grades.getByRole('link', { name: `${submitted} of ${expected} gradebooks submitted`, exact: true }));
        // A bar per level (a bar at 0 % has no width to see).
        assert.equal(await grades.getByRole('progressbar').count(), home.grades.length, 'a bar per level');
        assert.ok(home.days.length > 0, 'the demo school took registers this term');
        const chart = page.getByRole('region', { name: 'Daily attendance this term', exact: true });
        await expectVisible(chart.locator('.recharts-surface'));
        assert.equal(await chart.getByRole('table').getByRole('row').count(), home.days.length + 1, 'a row per day in the figures');
        await expectStacked(page, size, 'Attendance today', 'Registers not taken');
        assert.equal(await scrollsSideways(page), false, 'nothing scrolls sideways');
        if (size.name === 'phone') await expectAccessible(page, "the administrator's Home");

        // A figure opens the screen that acts on it.
        const notTaken = page.getByRole('region', { name: 'Registers not taken', exact: true });
        if (home.notTakenCount > 0) {
          const registers = home.notTakenCount === 1 ? 'register' : 'registers';
          await notTaken.getByRole('link', { name: `${home.notTakenCount} ${registers} not taken`, exact: true }).click();
          await expectVisible(page.getByRole('heading', { name: 'Registers not taken', exact: true, level: 2 }));
          assert.equal(new URL(page.url()).pathname, '/admin/attendance/not-taken');
        } else {
          await grades.getByRole('link', { name: `${submitted} of ${expected} gradebooks submitted`, exact: true }).click();
          await expectVisible(page.getByRole('heading', { name: 'Publish grades', exact: true }));
        }
      } finally {
        await context.close();
      }
    });

    test(`a teacher's Home on a ${size.name}`, async () => {
      const home = await calls.teacher.get(`/api/teachers/home?date=${isoDay(new Date())}`);
      const { context, page } = await signedIn(browser, server.baseUrl, '/teacher', size, TEACHER);
      try {
        const registers = page.getByRole('region', { name: 'Registers today', exact: true });
        await expectVisible(registers);
        if (home.day.registers.length > 0) {
          const taken = home.day.registers.filter((register) => register.taken).length;
          await expectVisible(registers.getByRole('link', { name: `${taken} of ${home.day.registers.length} registers taken`, exact: true }));
          assert.equal(
            await registers.getByRole('link', { name: /^(Take|Open) register: / }).count(),
            home.day.registers.length,
            'a link to each register',
          );
        }
        const gradebooks = page.getByRole('region', { name: 'Gradebooks to submit', exact: true });
        const due = home.gradebooks.filter((gradebook) => !gradebook.submitted);
        assert.ok(home.term && due.length > 0, 'the demo teacher has gradebooks to submit this term');
        await expectVisible(gradebooks.getByRole('link', { name: `${due.length} of ${home.gradebooks.length} not submitted yet`, exact: true }));
        await expectVisible(page.getByRole('region', { name: 'Messages', exact: true }));
        await expectVisible(page.getByRole('region', { name: 'Advisory class today', exact: true }));
        await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
        await expectStacked(page, size, 'Registers today', 'Gradebooks to submit');
        assert.equal(await scrollsSideways(page), false, 'nothing scrolls sideways');
        if (size.name === 'phone') await expectAccessible(page, "a teacher's Home");

        // A gradebook due opens that gradebook.
        const first = due[0];
        await gradebooks.getByRole('link', { name: `${first.subject} · ${first.level} ${first.section}`, exact: true }).click();
        await page.waitForURL(`**/teacher/grades/${first.subjectID}/${home.term._id}`);
        await expectVisible(page.getByRole('table', { name: /^Gradebook of / }));
      } finally {
        await context.close();
      }
    });

    test(`a student's Home on a ${size.name}`, async () => {
      const home = await calls.student.get(`/api/students/home?date=${isoDay(new Date())}`);
      const { context, page } = await signedIn(browser, server.baseUrl, '/', size, STUDENT);
      try {
        await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
        await expectVisible(page.getByRole('region', { name: 'Today', exact: true }));
        const grades = page.getByRole('region', { name: 'Latest grades', exact: true });
        assert.ok(home.grades?.term && home.grades.subjects.length > 0, 'the demo student has published grades');
        for (const subject of home.grades.subjects) {
          await expectVisible(grades.getByRole('listitem').filter({ hasText: subject.name }).getByText(String(subject.grade), { exact: true }));
        }
        await expectVisible(grades.getByRole('link', { name: new RegExp(`^\\d+(\\.\\d)? average, ${home.grades.term.name}$`) }));
        assert.ok(home.attendance?.percentPresent != null, 'the demo student has registers this term');
        const attendance = page.getByRole('region', { name: 'Attendance this term', exact: true });
        const share = attendance.getByRole('link', { name: `${percent(home.attendance.percentPresent)} present`, exact: true });
        await expectVisible(share);
        // The cards come above the news.
        const newsHeading = await page.getByRole('heading', { name: 'News and announcements', exact: true }).boundingBox();
        assert.ok((await attendance.boundingBox()).y < newsHeading.y, 'the cards above the news');
        await expectStacked(page, size, 'Latest grades', 'Attendance this term');
        assert.equal(await scrollsSideways(page), false, 'nothing scrolls sideways');
        if (size.name === 'phone') await expectAccessible(page, "a student's Home");

        await share.click();
        await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true, level: 2 }));
        assert.equal(new URL(page.url()).pathname, '/student/attendance');
      } finally {
        await context.close();
      }
    });

    test(`a guardian's Home on a ${size.name}`, async () => {
      const { children } = await calls.guardian.get(`/api/guardians/home?date=${isoDay(new Date())}`);
      assert.ok(children.length > 0, 'the demo guardian has a child');
      const { context, page } = await signedIn(browser, server.baseUrl, '/guardian', size, GUARDIAN);
      try {
        await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
        for (const glance of children) {
          const card = page.getByRole('region', { name: glance.child.full_name, exact: true });
          await expectVisible(card);
          if (glance.attendance?.percentPresent != null) {
            await expectVisible(card.getByRole('link', { name: `${percent(glance.attendance.percentPresent)} present this term`, exact: true }));
          }
          if (glance.unseenAlerts > 0) {
            const alerts = glance.unseenAlerts === 1 ? '1 unseen alert' : `${glance.unseenAlerts} unseen alerts`;
            await expectVisible(card.getByRole('link', { name: alerts, exact: true }));
          }
        }
        // The chosen child's charts, drawn, with their figures for screen readers.
        const months = page.getByRole('region', { name: 'Attendance by month', exact: true });
        await expectVisible(months.locator('.recharts-surface'));
        const chosen = children[0];
        assert.equal(await months.getByRole('table').getByRole('row').count(), chosen.attendance.months.length + 1, 'a row per month');
        const quarters = page.getByRole('region', { name: 'Grades by quarter', exact: true });
        await expectVisible(quarters.locator('.recharts-surface'));
        assert.equal(await scrollsSideways(page), false, 'nothing scrolls sideways');
        if (size.name === 'phone') {
          const monthsBox = await months.boundingBox();
          const quartersBox = await quarters.boundingBox();
          assert.ok(quartersBox.y >= monthsBox.y + monthsBox.height, 'the charts one under the other on a phone');
          await expectAccessible(page, "a guardian's Home");
        }

        const card = page.getByRole('region', { name: chosen.child.full_name, exact: true });
        await card.getByRole('link', { name: / present this term$/ }).click();
        await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true, level: 2 }));
        assert.equal(new URL(page.url()).pathname, '/guardian/attendance');
      } finally {
        await context.close();
      }
    });
  }
});
