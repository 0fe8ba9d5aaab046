import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectValue, expectVisible, launchBrowser, openPage, signIn, openAdminView } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

const NO_SECTION = 'No section yet for this level, please create atleast one section first to continue.';

// A 1×1 PNG, small enough to live in the test.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

      await openAdminView(page, 'Students', 'Create account for student');
      await expectVisible(page.getByRole('heading', { name: 'Create account for student', exact: true }));
      await page.locator('input[type="file"]').setInputFiles({ name: 'lea.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await expectVisible(page.getByRole('img', { name: 'Profile photo preview' }));
      await expectValue(page.getByLabel('Default password'), 'Lyceum@2023');
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

      await openAdminView(page, 'Students', 'View all students');
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

  test('an admin moves a student to a section of another level through the education chooser', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('navigation', { name: 'Admin menu' }));

      // Mara sits in Grade 7 Rizal; Grade 8 gets a section of its own to move her to.
      const categories = await callApi(page, '/api/admins/get-categories');
      const jhs = categories.body.find((category) => category.category === 'Junior High School');
      const levels = await callApi(page, '/api/admins/get-levels', { category: jhs._id });
      const grade7 = levels.body.find((level) => level.level === 'Grade 7');
      const grade8 = levels.body.find((level) => level.level === 'Grade 8');
      const rizal = grade7.sections.find((section) => section.section === 'Rizal');
      const luna = await callApi(page, '/api/admins/create-section', { level: grade8._id, section: 'Luna' });
      assert.equal(luna.status, 201, JSON.stringify(luna.body));
      const mara = await callApi(page, '/api/admins/create-student', {
        first_name: 'Mara',
        last_name: 'Villareal',
        email: 'mara.villareal@e2e.lyceum.test',
        address: '9 Rizal Avenue, Manila',
        password: 'Lyceum@2023',
        birthdate: '2011-05-20',
        parent_fName: 'Tessa',
        parent_lName: 'Villareal',
        parent_email: 'tessa.villareal@e2e.lyceum.test',
        phone: '09181234567',
        relationship: 'Mother',
        categoryID: jhs._id,
        levelID: grade7._id,
        sectionID: rizal.sectionID,
      });
      assert.equal(mara.status, 201, JSON.stringify(mara.body));

      await openAdminView(page, 'Students', 'View all students');
      const search = page.getByRole('textbox', { name: 'Search students' });
      await search.fill('villareal');
      const maraRow = row(page, 'Mara Villareal');
      await expectVisible(maraRow);
      assert.match(await maraRow.innerText(), /Junior High School\s+Grade 7\s+Rizal/);

      await page.getByRole('button', { name: 'Edit Mara Villareal', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Update/Edit student account', exact: true }));
      const choose = (name) => page.getByRole('combobox', { name, exact: true });
      const button = (name) => page.getByRole('button', { name, exact: true });
      await button('Back').click();
      assert.ok(await choose('Section').isDisabled());
      await choose('Level').selectOption({ label: 'Grade 8' });
      await button('Select').click();
      await choose('Section').selectOption({ label: 'Luna' });
      await button('Update Student Account').click();
      await dialogs.waitForDialog("Student's account updated successfully!");
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));

      await search.fill('villareal');
      await expectVisible(maraRow.getByText('Luna', { exact: true }));
      assert.match(await maraRow.innerText(), /Junior High School\s+Grade 8\s+Luna/);
      await expectHidden(maraRow.getByText('Rizal', { exact: true }));
      const studentsOf = async (id) =>
        (await callApi(page, '/api/admins/get-section', { id })).body.section.students.map((student) => student._id);
      assert.ok(!(await studentsOf(rizal.sectionID)).includes(mara.body._id), 'Rizal no longer lists her');
      assert.deepEqual(await studentsOf(luna.body._id), [mara.body._id]);
    } finally {
      await context.close();
    }
  });

  test('a taken email is refused under the Email field and creates nothing', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('navigation', { name: 'Admin menu' }));
      const before = await callApi(page, '/api/admins/get-students?page=1&pageSize=1');

      await openAdminView(page, 'Students', 'Create account for student');
      await expectVisible(page.getByRole('heading', { name: 'Create account for student', exact: true }));
      const email = page.getByRole('textbox', { name: 'Email', exact: true });
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Paolo');
      await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Duplicado');
      await page.getByLabel('Birth date').fill('2011-08-09');
      await email.fill('student1@demo.lyceum.test');
      await page.getByRole('textbox', { name: 'Home address', exact: true }).fill('4 Luna Street, Manila');
      await page.getByRole('textbox', { name: 'Parent first name' }).fill('Nora');
      await page.getByRole('textbox', { name: 'Parent last name' }).fill('Duplicado');
      await page.getByRole('textbox', { name: 'Relationship' }).fill('Mother');
      const choose = (name) => page.getByRole('combobox', { name, exact: true });
      const button = (name) => page.getByRole('button', { name, exact: true });
      await choose('Category').selectOption({ label: 'Junior High School' });
      await button('Select').click();
      await choose('Level').selectOption({ label: 'Grade 7' });
      await button('Select').click();
      await choose('Section').selectOption({ label: 'Rizal' });
      await button('Create new Student').click();

      const message = 'This email is already used by another account.';
      await expectVisible(page.getByText(message, { exact: true }));
      // The message belongs to the Email field: it marks it invalid and describes it.
      assert.equal(await email.getAttribute('aria-invalid'), 'true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      const descriptions = await Promise.all(
        describedBy
          .split(' ')
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      assert.ok(descriptions.includes(message), `Email is described by ${JSON.stringify(descriptions)}`);
      // The form keeps what was typed, and no account was made.
      assert.equal(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue(), 'Paolo');
      const after = await callApi(page, '/api/admins/get-students?page=1&pageSize=1');
      assert.equal(after.body.total, before.body.total);
      const duplicates = await callApi(page, '/api/admins/get-students?page=1&pageSize=10&q=duplicado');
      assert.equal(duplicates.body.total, 0);
    } finally {
      await context.close();
    }
  });
});
