// The week and the day against the real binary: a student's Today on Home (the lesson under way
// marked, by a browser clock set to it), their Timetable grid and its phone list, the calendar
// link made, copied and replaced (the feed read back with ical.js, Thunderbird's iCalendar
// parser, its lessons expanded without the no-school days), a teacher's week with the advisory
// class, and an admin's Timetables screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { signedInApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The first date from 2026-12-01 on this weekday, as local midnight. */
function nextDateOn(day) {
  const date = new Date(2026, 11, 1);
  while (DAYS[date.getDay()] !== day) date.setDate(date.getDate() + 1);
  return date;
}

describe('timetable, Today and the calendar link', () => {
  let server;
  let browser;
  let studentWeek;
  let year;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const student = await signedInApi(server.baseUrl, 'student', STUDENT);
    studentWeek = (await student.get('/api/timetable')).week;
    ({ year } = await student.get('/api/calendar/current'));
    assert.ok(studentWeek.lessons.length > 0, 'the demo student has lessons');
    assert.ok(year, 'the demo school has a current year');
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("a student's Home marks the lesson under way, and Timetable shows the week", async () => {
    const lesson = studentWeek.lessons[0];
    const at = nextDateOn(lesson.day);
    at.setHours(Math.floor(lesson.start / 60), (lesson.start % 60) + 10);
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await page.clock.setFixedTime(at);
      await page.reload();
      await signIn(page, STUDENT);
      await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
      await expectVisible(page.getByRole('heading', { name: 'Today', exact: true }));
      const today = page.getByRole('list', { name: "Today's lessons" });
      const now = today.locator('[aria-current="true"]');
      await expectVisible(now);
      assert.match(await now.innerText(), new RegExp(lesson.subject));
      assert.match(await now.innerText(), /\bNow\b/i);
      await expectAccessible(page, 'student home with Today');

      const menu = page.getByRole('navigation', { name: 'Student menu' });
      await menu.getByRole('button', { name: 'Timetable', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Timetable', exact: true }));
      const grid = page.getByRole('table', { name: `Timetable: ${studentWeek.title}` });
      await expectVisible(grid);
      await expectVisible(grid.getByRole('columnheader', { name: lesson.day, exact: true }));
      for (const each of studentWeek.lessons) {
        await expectVisible(grid.getByText(each.subject, { exact: true }));
      }
      const days = new Set(studentWeek.lessons.map((each) => each.day));
      assert.equal(await grid.getByRole('columnheader').count(), days.size + 1, 'a column per day with lessons, and Time');
      await expectVisible(page.getByRole('button', { name: 'Print timetable', exact: true }));
      await expectAccessible(page, 'student timetable');
    } finally {
      await context.close();
    }
  });

  test('on a phone the week is a list of days', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/', { viewport: { width: 375, height: 740 } });
    try {
      await signIn(page, STUDENT);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Timetable', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Timetable', exact: true }));
      await expectVisible(page.getByRole('heading', { name: studentWeek.lessons[0].day, exact: true }));
      assert.equal(await page.getByRole('table').count(), 0, 'no grid on a phone');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scrolling (${width} px)`);
    } finally {
      await context.close();
    }
  });

  test('a calendar link serves the week without the no-school days, and a new link ends the old', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, STUDENT);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Timetable', exact: true }).click();
      await page.getByRole('button', { name: 'Create calendar link', exact: true }).click();
      const field = page.getByRole('textbox', { name: 'Calendar link', exact: true });
      await expectVisible(field);
      const url = await field.inputValue();
      assert.ok(url.startsWith(`${server.baseUrl}/api/calendar/feed/`) && url.endsWith('.ics'), url);
      await page.getByRole('button', { name: 'Copy link', exact: true }).click();
      await expectVisible(page.getByText('Link copied', { exact: true }));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

      // Read as a calendar app would, with no session.
      const answer = await fetch(url);
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type'), /^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const closed = events.filter((event) => event.summary.startsWith('No school: '));
      assert.deepEqual(
        closed.map((event) => event.summary).sort(),
        year.noSchoolDays.map((day) => `No school: ${day.name}`).sort(),
      );
      const closedDays = new Set(
        year.noSchoolDays.flatMap(({ firstDay, lastDay }) => {
          const days = [];
          for (let d = new Date(`${firstDay}T12:00:00`); d <= new Date(`${lastDay}T12:00:00`); d.setDate(d.getDate() + 1)) {
            days.push(d.toISOString().slice(0, 10));
          }
          return days;
        }),
      );
      const lessons = events.filter((event) => !event.summary.startsWith('No school: '));
      assert.equal(lessons.length, studentWeek.lessons.length * year.terms.length, 'each lesson once per term');
      let occurrences = 0;
      for (const event of lessons) {
        assert.ok(event.isRecurring(), event.summary);
        const expand = event.iterator();
        for (let next = expand.next(); next; next = expand.next()) {
          const day = next.toString().slice(0, 10);
          assert.ok(!closedDays.has(day), `${event.summary} on ${day}, a no-school day`);
          assert.ok(day >= year.firstDay && day <= year.lastDay, `${event.summary} on ${day}, outside the year`);
          occurrences += 1;
        }
      }
      assert.ok(occurrences > studentWeek.lessons.length * 30, `a year of lessons (${occurrences})`);

      await page.getByRole('button', { name: 'Make a new link', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Make a new calendar link?' });
      await expectVisible(dialog.getByText('The old link will stop working in every calendar that uses it.'));
      await dialog.getByRole('button', { name: 'Make a new link', exact: true }).click();
      await expectVisible(page.getByText('A new link was made; the old one no longer works.', { exact: true }));
      const renewed = await field.inputValue();
      assert.notEqual(renewed, url);
      assert.equal((await fetch(url)).status, 404, 'the old link stopped working');
      assert.equal((await fetch(renewed)).status, 200);
    } finally {
      await context.close();
    }
  });

  test("a teacher's Timetable holds their lessons and their advisory class's week", async () => {
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const { week, advisory } = await teacher.get('/api/timetable');
    assert.ok(advisory.length > 0, 'the demo teacher advises a class');
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Timetable', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: `Timetable: ${TEACHER.fullName}` }));
      const own = page.getByRole('table', { name: `Timetable: ${TEACHER.fullName}` });
      await expectVisible(own.getByText(`${week.lessons[0].level} - ${week.lessons[0].section}`).first());
      await expectVisible(page.getByRole('heading', { name: `Advisory class: ${advisory[0].title}`, exact: true }));
      await expectVisible(page.getByRole('table', { name: `Timetable: ${advisory[0].title}` }));
    } finally {
      await context.close();
    }
  });

  test("an admin opens any section's week from Timetables", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Classes', 'Timetables');
      await expectVisible(page.getByRole('heading', { name: 'Timetables', exact: true }));
      await expectVisible(page.getByText('Choose a section or a teacher to see its week.', { exact: true }));
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: studentWeek.title, exact: true }).click();
      const grid = page.getByRole('table', { name: `Timetable: ${studentWeek.title}` });
      await expectVisible(grid);
      await expectVisible(grid.getByText(studentWeek.lessons[0].subject, { exact: true }));
      await expectAccessible(page, 'admin timetables');
    } finally {
      await context.close();
    }
  });
});
