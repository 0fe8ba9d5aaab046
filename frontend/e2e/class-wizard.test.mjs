// The create-a-class wizard on a school with no classes at all: the category step starts in
// create mode, and one run goes from a new category to a schedule, then a second schedule.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
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
    // A section needs an adviser and a subject a teacher: the school's first teacher.
    const api = await adminApi(server.baseUrl);
    await api.post('/api/admins/create-teacher', ADVISER);
    assert.deepEqual(await api.get('/api/admins/get-categories'), []);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an admin creates the first category, level, section, subject and two schedules', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      await menu.getByRole('button', { name: 'Create a new class', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Create a new class', exact: true }));

      // No categories yet: the first step asks for a new one straight away.
      const categoryName = page.getByRole('textbox', { name: 'Category name', exact: true });
      await expectVisible(categoryName);
      assert.equal(await page.getByRole('button', { name: 'Go back', exact: true }).count(), 0);
      await categoryName.fill('Senior High School');
      await page.getByRole('button', { name: 'Create', exact: true }).click();

      await page.getByRole('textbox', { name: 'Level name', exact: true }).fill('Grade 11');
      await expectVisible(page.getByRole('button', { name: 'Go back', exact: true }));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
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
