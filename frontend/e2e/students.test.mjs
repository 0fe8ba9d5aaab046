import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

const NO_SECTION = 'No section yet for this level, please create atleast one section first to continue.';

// A 1×1 PNG, small enough to live in the test.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openView(page, group, view) {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  const item = menu.getByRole('button', { name: view, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  await item.click();
}

/** Calls the API from inside the signed-in page, so the admin's cookie goes along. */
function callApi(page, path, body) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

const row = (page, fullName) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${fullName}`, exact: true }) });

describe('admin students', () => {
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

  test('an admin creates, finds, pages, edits, inspects and bulk-deletes students', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('navigation', { name: 'Admin menu' }));

      // A level without sections, and enough students for a second page.
      const categories = await callApi(page, '/api/admins/get-categories');
      const jhs = categories.body.find((category) => category.category === 'Junior High School');
      const level = await callApi(page, '/api/admins/create-level', { category: jhs._id, level: 'Bridging Year' });
      assert.equal(level.status, 201, JSON.stringify(level.body));
      for (let n = 1; n <= 8; n += 1) {
        const created = await callApi(page, '/api/admins/create-student', {
          first_name: `Bulk${n}`,
          last_name: 'Pupil',
          email: `bulk${n}@e2e.lyceum.test`,
          address: `${n} Luna Street`,
          password: 'Lyceum@2023',
          birthdate: '2012-01-15',
          parent_fName: 'Ana',
          parent_lName: 'Pupil',
          relationship: 'Mother',
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
      }

      await openView(page, 'Students', 'Create account for student');
      await expectVisible(page.getByRole('heading', { name: 'Create account for student', exact: true }));
      await page.locator('input[type="file"]').setInputFiles({ name: 'lea.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await expectVisible(page.getByRole('img', { name: 'Profile photo preview' }));
      assert.equal(await page.getByLabel('Default password').inputValue(), 'Lyceum@2023');
      assert.ok(await page.getByLabel('Default password').isDisabled());
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Lea');
      await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Salonga');
      await page.getByLabel('Birth date').fill('2011-02-03');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lea.salonga@e2e.lyceum.test');
      await page.getByRole('textbox', { name: 'Home address', exact: true }).fill('7 Mabini Street, Manila');
      await page.getByRole('textbox', { name: 'Parent first name' }).fill('Rosa');
      await page.getByRole('textbox', { name: 'Parent last name' }).fill('Salonga');
      await page.getByRole('textbox', { name: 'Relationship' }).fill('Mother');

      const choose = (name) => page.getByRole('combobox', { name, exact: true });
      const button = (name) => page.getByRole('button', { name, exact: true });
      assert.ok(await choose('Level').isDisabled());
      await choose('Category').selectOption({ label: 'Junior High School' });
      await button('Select').click();
      assert.ok(await choose('Category').isDisabled());
      await choose('Level').selectOption({ label: 'Bridging Year' });
      await button('Select').click();
      await expectVisible(page.getByText(NO_SECTION));
      assert.equal(await button('Create new Student').count(), 0);

      await button('Back').click();
      await choose('Level').selectOption({ label: 'Grade 7' });
      await button('Select').click();
      await choose('Section').selectOption({ label: 'Rizal' });
      await expectHidden(page.getByText(NO_SECTION));
      await button('Create new Student').click();
      await dialogs.waitForDialog('Successfully created student account!');
      await expectHidden(page.getByRole('img', { name: 'Profile photo preview' }));
      assert.equal(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue(), '');

      await openView(page, 'Students', 'View all students');
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));
      await expectVisible(row(page, 'Juan Dela Cruz'));
      // 3 demo students + 8 + Lea: ten on the first page, two on the second.
      assert.equal(await page.getByRole('checkbox', { name: /^Select (?!all)/ }).count(), 10);
      await button('Page 2').click();
      await expectHidden(row(page, 'Juan Dela Cruz'));
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
      await button('Page 1').click();
      await expectVisible(row(page, 'Juan Dela Cruz'));

      const search = page.getByRole('textbox', { name: 'Search students' });
      await search.fill('salonga');
      await expectHidden(row(page, 'Juan Dela Cruz'));
      const lea = row(page, 'Lea Salonga');
      await expectVisible(lea);
      assert.match(await lea.innerText(), /Junior High School\s+Grade 7\s+Rizal/);

      await page.getByRole('button', { name: 'Edit Lea Salonga', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Update/Edit student account', exact: true }));
      assert.equal(await choose('Section').inputValue().then((value) => value.length > 0), true);
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Leah');
      await button('Update Student Account').click();
      await expectVisible(page.getByText('Enter the phone number.'));
      await page.getByRole('textbox', { name: 'Parent email' }).fill('rosa.salonga@e2e.lyceum.test');
      await page.getByRole('textbox', { name: 'Parent phone' }).fill('09171234567');
      await button('Update Student Account').click();
      await dialogs.waitForDialog("Student's account updated successfully!");
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));

      await search.fill('salonga');
      const leah = row(page, 'Leah Salonga');
      await expectVisible(leah);
      await leah.getByRole('button', { name: 'View Details', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Student details' });
      await expectVisible(details.getByText('rosa.salonga@e2e.lyceum.test'));
      await expectVisible(details.getByText('09171234567'));
      await expectVisible(details.getByText('Rizal', { exact: true }));
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(details);

      await search.fill('bulk');
      await expectVisible(row(page, 'Bulk1 Pupil'));
      await page.getByRole('checkbox', { name: 'Select Bulk1 Pupil', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Select Bulk2 Pupil', exact: true }).check();
      await button('Delete 2 item(s)').click();
      await dialogs.waitForDialog('Are you sure you want to delete?');
      await expectHidden(row(page, 'Bulk1 Pupil'));
      await expectHidden(row(page, 'Bulk2 Pupil'));
      await expectVisible(row(page, 'Bulk3 Pupil'));
      const left = await callApi(page, '/api/admins/get-students?page=1&pageSize=50&q=bulk');
      assert.equal(left.body.total, 6);
    } finally {
      await context.close();
    }
  });
});
