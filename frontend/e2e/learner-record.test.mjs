// The learner's record of the student forms against the real binary: an LRN typed with spaces
// kept as its 12 digits and shown again after a reload, an LRN another learner has refused
// beside the LRN field, and one with a letter caught before it is sent.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, startServer } from './server.mjs';

const TAKEN = 'This LRN is already used by Ligaya Dizon.';
const DIGITS_ONLY = 'An LRN has digits only.';

/** Fills the create form's required fields and places the student in Grade 7 Rizal. */
async function fillStudent(page, { first, last, email }) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await page.getByLabel('Birth date').fill('2011-06-12');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Home address', exact: true }).fill('5 Kalayaan Street, Quezon City');
  await page.getByRole('textbox', { name: 'Parent first name' }).fill('Corazon');
  await page.getByRole('textbox', { name: 'Parent last name' }).fill(last);
  await page.getByRole('textbox', { name: 'Relationship' }).fill('Mother');
  const choose = (name) => page.getByRole('combobox', { name, exact: true });
  await choose('Category').selectOption({ label: 'Junior High School' });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await choose('Level').selectOption({ label: 'Grade 7' });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await choose('Section').selectOption({ label: 'Rizal' });
}

/** The texts that describe a field (its description and its error), as a screen reader reads them. */
async function descriptionsOf(page, field) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
}

/** Waits until `message` shows beside `field`: the field marked invalid and described by it. */
async function expectBeside(page, field, message) {
  await expectVisible(page.getByText(message, { exact: true }));
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  const descriptions = await descriptionsOf(page, field);
  assert.ok(descriptions.includes(message), `the field is described by ${JSON.stringify(descriptions)}`);
}

describe("admin: a student's learner record", () => {
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

  test('an LRN is kept as its 12 digits, shown again when editing, and refused for a second learner', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      await openAdminView(page, 'Students', 'Create account for student');
      await expectVisible(page.getByRole('heading', { name: 'Create account for student', exact: true }));
      const lrn = page.getByRole('textbox', { name: 'LRN', exact: true });
      const sex = page.getByRole('textbox', { name: 'Sex', exact: true });

      await fillStudent(page, { first: 'Ligaya', last: 'Dizon', email: 'ligaya.dizon@e2e.lyceum.test' });
      await lrn.fill('1361 1412 0001');
      await sex.click();
      await page.getByRole('option', { name: 'Female', exact: true }).click();
      await expectValue(sex, 'Female');
      await page.getByRole('button', { name: 'Create new Student', exact: true }).click();
      await dialogs.waitForDialog('Successfully created student account!');

      await page.reload();
      await openAdminView(page, 'Students', 'View all students');
      await page.getByRole('textbox', { name: 'Search students' }).fill('dizon');
      await page.getByRole('button', { name: 'Edit Ligaya Dizon', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Update/Edit student account', exact: true }));
      await expectValue(lrn, '136114120001');
      await expectValue(sex, 'Female');
      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));

      // A second learner with the same LRN: refused beside the LRN field, and nobody is created.
      await openAdminView(page, 'Students', 'Create account for student');
      await fillStudent(page, { first: 'Tala', last: 'Mercado', email: 'tala.mercado@e2e.lyceum.test' });
      await lrn.fill('136114120001');
      await page.getByRole('button', { name: 'Create new Student', exact: true }).click();
      await expectBeside(page, lrn, TAKEN);
      assert.equal(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue(), 'Tala');
      const api = await adminApi(server.baseUrl);
      const talas = await api.get('/api/admins/get-students?page=1&pageSize=10&q=mercado');
      assert.equal(talas.total, 0, JSON.stringify(talas));

      // A letter in the LRN is caught before anything is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admins/create-student') sent += 1;
      });
      await lrn.fill('13611412000I');
      await page.getByRole('button', { name: 'Create new Student', exact: true }).click();
      await expectBeside(page, lrn, DIGITS_ONLY);
      assert.equal(sent, 0, 'the form sent nothing');
    } finally {
      await context.close();
    }
  });
});
