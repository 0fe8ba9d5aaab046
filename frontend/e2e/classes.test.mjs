import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { adminApi } from './admin-api.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const DELETE_CLASSES_WARNING = 'EVERY LEVELS, SECTIONS, SUBJECTS AND SCHEDULES WILL ALSO BE DELETED OF College';

/** Records every browser dialog (alert, confirm) and accepts it. */
function recordDialogs(page) {
  const messages = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });

  /** Waits until `message` has been shown `count` times in all. */
  async function waitForDialog(message, count = 1) {
    const deadline = Date.now() + 15_000;
    while (messages.filter((shown) => shown === message).length < count) {
      if (Date.now() > deadline) {
        throw new Error(`No dialog "${message}" (#${count}); shown:\n  ${messages.join('\n  ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { messages, waitForDialog };
}

/** Opens a Mantine Select by its label (inside `scope`) and clicks the option. */
async function choose(page, scope, label, option) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSchedule(page, day, [startHour, startHalf], [endHour, endHalf]) {
  await choose(page, page, 'Day', day);
  await choose(page, page, 'Start time', startHour);
  await choose(page, page, 'Start time AM/PM', startHalf);
  await choose(page, page, 'End time', endHour);
  await choose(page, page, 'End time AM/PM', endHalf);
}

describe('admin classes', () => {
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

  test('an admin builds a class with the wizard, edits it and deletes it', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = recordDialogs(page);
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      await menu.getByRole('button', { name: 'Create a new class', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Create a new class', exact: true }));

      // Category, level and section are all new: each creation moves one step on.
      await page.getByRole('button', { name: 'Create a new category', exact: true }).click();
      await page.getByRole('textbox', { name: 'Category name', exact: true }).fill('College');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      // College has no levels yet, so the level step starts in create mode.
      await page.getByRole('textbox', { name: 'Level name', exact: true }).fill('First Year');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('textbox', { name: 'Section name', exact: true }).fill('Einstein');
      await choose(page, page, 'Adviser', TEACHER.fullName);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('textbox', { name: 'Subject name', exact: true }).fill('Physics');
      await choose(page, page, 'Teacher', TEACHER.fullName);
      await page.getByRole('button', { name: 'Create subject', exact: true }).click();

      await fillSchedule(page, 'Monday', ['01:00', 'PM'], ['02:00', 'PM']);
      await page.getByRole('button', { name: 'Add schedule', exact: true }).click();
      const done = page.getByRole('heading', { name: 'Schedule added successfully!', exact: true });
      await expectVisible(done);
      await expectVisible(page.getByText('College › First Year › Einstein › Physics', { exact: true }));

      await page.getByRole('button', { name: 'Add another schedule', exact: true }).click();
      // The teacher already teaches a demo class then: refused, named beside the start time.
      await fillSchedule(page, 'Tuesday', ['10:00', 'AM'], ['10:50', 'AM']);
      await page.getByRole('button', { name: 'Add schedule', exact: true }).click();
      await expectVisible(
        page.getByText(/^This lesson overlaps another: the teacher already teaches .+ on Tuesday 10:00 AM–10:50 AM\.$/),
      );
      // Lessons go to the minute.
      await choose(page, page, 'Start time', '01:30');
      await choose(page, page, 'Start time AM/PM', 'PM');
      await choose(page, page, 'End time', '02:20');
      await choose(page, page, 'End time AM/PM', 'PM');
      await page.getByRole('button', { name: 'Add schedule', exact: true }).click();
      await expectVisible(done);

      // All classes › College › First Year.
      await menu.getByRole('button', { name: 'View all classes', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'View all classes', exact: true }));
      const collegeRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'College', exact: true }) });
      await collegeRow.getByRole('button', { name: 'First Year', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'First Year', exact: true }));
      const einsteinRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Einstein', exact: true }) });
      await expectVisible(einsteinRow.getByRole('cell', { name: TEACHER.fullName, exact: true }));
      await expectVisible(einsteinRow.getByRole('cell', { name: 'Physics', exact: true }));

      await einsteinRow.getByRole('button', { name: 'View Details', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Section details' });
      await expectVisible(details.getByText(TEACHER.fullName, { exact: true }));
      await expectVisible(details.getByText('No students yet.', { exact: true }));
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(details);

      // Edit the section: rename it.
      await einsteinRow.getByRole('button', { name: 'Edit Einstein', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));
      await page.getByRole('textbox', { name: 'Section name', exact: true }).fill('Einstein A');
      await page.getByRole('button', { name: 'Save section', exact: true }).click();
      await dialogs.waitForDialog('Section updated successfully!');

      // The subject panel: both slots, another teacher, one slot removed.
      await page.getByRole('button', { name: 'Edit Physics', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Physics' });
      const slotRow = (day) => panel.getByRole('row').filter({ has: page.getByRole('cell', { name: day, exact: true }) });
      await expectVisible(slotRow('Monday').getByRole('cell', { name: '01:00 PM', exact: true }));
      await expectVisible(slotRow('Tuesday').getByRole('cell', { name: '02:20 PM', exact: true }));

      await panel.getByRole('textbox', { name: 'Teacher', exact: true }).click();
      const options = await page.getByRole('option').allTextContents();
      const otherTeacher = options.find((name) => name !== TEACHER.fullName);
      assert.ok(otherTeacher, `another teacher to choose among ${options.join(', ')}`);
      await page.getByRole('option', { name: otherTeacher, exact: true }).click();
      await panel.getByRole('button', { name: 'Set teacher', exact: true }).click();
      await dialogs.waitForDialog('Set teacher successfully!');

      await panel.getByRole('button', { name: 'Remove Tuesday 01:30 PM to 02:20 PM', exact: true }).click();
      await dialogs.waitForDialog('Are you sure you want to remove this schedule from Physics?');
      await expectHidden(slotRow('Tuesday'));
      await expectVisible(slotRow('Monday'));
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(panel);

      const subjects = page.getByRole('table', { name: 'Subjects of Einstein A' });
      await expectVisible(subjects.getByRole('cell', { name: otherTeacher, exact: true }));

      // Back to the level (renamed section), back to all classes, delete College.
      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await expectVisible(page.getByRole('cell', { name: 'Einstein A', exact: true }));
      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'View all classes', exact: true }));
      await page.getByRole('checkbox', { name: 'Select College', exact: true }).check();
      await page.getByRole('button', { name: 'Delete 1 item(s)', exact: true }).click();
      await dialogs.waitForDialog('ARE YOU SURE YOU WANT TO CONTINUE?');
      await expectHidden(page.getByRole('cell', { name: 'College', exact: true }));
      await expectVisible(page.getByRole('cell', { name: 'Junior High School', exact: true }));

      assert.deepEqual(dialogs.messages, [
        'Section updated successfully!',
        'Set teacher successfully!',
        'Are you sure you want to remove this schedule from Physics?',
        DELETE_CLASSES_WARNING,
        'ARE YOU SURE YOU WANT TO CONTINUE?',
      ]);

      // Nothing of College is left after a reload, which keeps the screen.
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'View all classes', exact: true }));
      await expectVisible(page.getByRole('cell', { name: 'Junior High School', exact: true }));
      assert.equal(await page.getByRole('cell', { name: 'College', exact: true }).count(), 0);
    } finally {
      await context.close();
    }
  });

  test('an admin removes a student from a section and adds them back from the picker', async () => {
    const api = await adminApi(server.baseUrl);
    const { students } = await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`);
    const [juan] = students;
    assert.ok(juan?.section, `the demo school places ${STUDENT.email} in a section`);

    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = recordDialogs(page);
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      await menu.getByRole('button', { name: 'View all classes', exact: true }).click();
      const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.category, exact: true }) });
      await categoryRow.getByRole('button', { name: juan.level, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: juan.level, exact: true }));
      const sectionRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.section, exact: true }) });
      await sectionRow.getByRole('button', { name: `Edit ${juan.section}`, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));

      const students = page.getByRole('table', { name: `Students of ${juan.section}`, exact: true });
      const juanRow = students.getByRole('row').filter({ has: page.getByRole('cell', { name: juan.email, exact: true }) });
      await expectVisible(juanRow);
      await juanRow.getByRole('button', { name: `Remove ${STUDENT.fullName}`, exact: true }).click();
      await dialogs.waitForDialog(`Are you sure you want to remove this student from ${juan.section}?`);
      await expectHidden(juanRow);

      await page.getByRole('button', { name: 'Add student', exact: true }).click();
      const picker = page.getByRole('dialog', { name: `Add a student to ${juan.section}` });
      await picker.getByRole('textbox', { name: 'Search students', exact: true }).fill('Juan');
      await picker.getByRole('button', { name: `Add ${STUDENT.fullName}`, exact: true }).click();
      await expectHidden(picker);
      await expectVisible(juanRow);

      const [back] = (await api.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
      assert.equal(back.sectionID, juan.sectionID);
      assert.equal(back.levelID, juan.levelID);
      assert.equal(back.categoryID, juan.categoryID);
    } finally {
      await context.close();
    }
  });
});
