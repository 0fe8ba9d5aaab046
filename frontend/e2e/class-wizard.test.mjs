// The create-a-class wizard on a school with nothing in it, not even a teacher: the category
// step starts in create mode, the section step says a teacher is needed and leads to
// 'Create account for teacher', and one run then goes on to a schedule and a second one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

const ADVISER = {
  first_name: 'Rosa',
  last_name: 'Mendoza',
  phone: '09171234567',
  birthdate: '1984-03-07',
  email: 'rosa.mendoza@school.test',
  address: '7 Mabini St, Quezon City',
};

async function choose(page, label, option) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSchedule(page, day, [startHour, startHalf], [endHour, endHalf]) {
  await choose(page, 'Day', day);
  await choose(page, 'Start time', startHour);
  await choose(page, 'Start time AM/PM', startHalf);
  await choose(page, 'End time', endHour);
  await choose(page, 'End time AM/PM', endHalf);
}

describe('admin: the class wizard on an empty school', () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer({ seed: false });
    browser = await launchBrowser();
    const api = await adminApi(server.baseUrl);
    assert.deepEqual(await api.get('/api/admins/get-categories'), []);
    assert.deepEqual(await api.get('/api/admins/get-teachers'), []);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an admin creates the first teacher, category, level, section, subject and two schedules', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    const dialogs = answerDialogs(page);
    try {
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      const main = page.getByRole('main');
      const openWizard = async () => {
        await menu.getByRole('button', { name: 'Create a new class', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Create a new class', exact: true }));
      };
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      await openWizard();

      // No categories yet: the first step asks for a new one straight away.
      const categoryName = page.getByRole('textbox', { name: 'Category name', exact: true });
      await expectVisible(categoryName);
      assert.equal(await page.getByRole('button', { name: 'Go back', exact: true }).count(), 0);
      await categoryName.fill('Senior High School');
      await page.getByRole('button', { name: 'Create', exact: true }).click();

      await page.getByRole('textbox', { name: 'Level name', exact: true }).fill('Grade 11');
      await expectVisible(page.getByRole('button', { name: 'Go back', exact: true }));
      await page.getByRole('button', { name: 'Create', exact: true }).click();

      // A section needs an adviser, and the school has no teacher yet: the step says so and
      // leads to the screen that makes one.
      await expectVisible(page.getByText('No teachers yet. Create a teacher account first.', { exact: true }));
      assert.ok(await page.getByRole('textbox', { name: 'Adviser', exact: true }).isDisabled());
      await main.getByRole('button', { name: 'Create account for teacher', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));
      const field = (name) => page.getByRole('textbox', { name, exact: true });
      await field('First name').fill(ADVISER.first_name);
      await field('Last name').fill(ADVISER.last_name);
      await field('Phone').fill(ADVISER.phone);
      await page.getByLabel('Birth date').fill(ADVISER.birthdate);
      await field('Email').fill(ADVISER.email);
      await field('Home address').fill(ADVISER.address);
      await page.getByRole('button', { name: 'Create new account for Teacher', exact: true }).click();
      await dialogs.waitForDialog('Successfully created teacher account!');

      // Back to the wizard: the category and level made before are there to choose.
      await openWizard();
      await choose(page, 'Category', 'Senior High School');
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await choose(page, 'Level', 'Grade 11');
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('textbox', { name: 'Section name', exact: true }).fill('Newton');
      await choose(page, 'Adviser', 'Rosa Mendoza');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('textbox', { name: 'Subject name', exact: true }).fill('Chemistry');
      await choose(page, 'Teacher', 'Rosa Mendoza');
      await page.getByRole('button', { name: 'Create subject', exact: true }).click();

      await fillSchedule(page, 'Thursday', ['01:00', 'PM'], ['02:00', 'PM']);
      await page.getByRole('button', { name: 'Add schedule', exact: true }).click();
      const done = page.getByRole('heading', { name: 'Schedule added successfully!', exact: true });
      await expectVisible(done);
      await expectVisible(page.getByText('Senior High School › Grade 11 › Newton › Chemistry', { exact: true }));

      await page.getByRole('button', { name: 'Add another schedule', exact: true }).click();
      await fillSchedule(page, 'Friday', ['09:00', 'AM'], ['10:00', 'AM']);
      await page.getByRole('button', { name: 'Add schedule', exact: true }).click();
      await expectVisible(done);

      // The new class is listed, and its subject carries both schedules.
      await menu.getByRole('button', { name: 'View all classes', exact: true }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Senior High School', exact: true }) });
      await row.getByRole('button', { name: 'Grade 11', exact: true }).click();
      const newton = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Newton', exact: true }) });
      await expectVisible(newton.getByRole('cell', { name: 'Rosa Mendoza', exact: true }));
      await newton.getByRole('button', { name: 'Edit Newton', exact: true }).click();
      await page.getByRole('button', { name: 'Edit Chemistry', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Chemistry' });
      const slot = (day) => panel.getByRole('row').filter({ has: page.getByRole('cell', { name: day, exact: true }) });
      await expectVisible(slot('Thursday').getByRole('cell', { name: '01:00 PM', exact: true }));
      await expectVisible(slot('Friday').getByRole('cell', { name: '10:00 AM', exact: true }));
    } finally {
      await context.close();
    }
  });
});
