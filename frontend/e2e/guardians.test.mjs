// Guardian accounts against the real binary: an administrator creates the guardian accounts of
// a section from the preview's counts; the guardian signs in at /guardian on the school's
// starting password, chooses their own, and switches between their two children on a 360 px
// phone, the choice kept across a reload.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectHidden, expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, startServer } from './server.mjs';

const SCHOOL_DEFAULT_PASSWORD = 'Welcome-2031';
const SECTION = 'Guardians 8';
/** Two siblings of our own in a section of their own, whose guardian blocks name one email. */
const GUARDIAN = {
  email: 'carmen.ramos@e2e.lyceum.test',
  firstName: 'Carmen',
  fullName: 'Carmen Ramos',
  newPassword: 'carmen-own-pass-1',
};
const CHILDREN = [
  { first_name: 'Andres', last_name: 'Ramos', email: 'andres.ramos@e2e.lyceum.test' },
  { first_name: 'Bea', last_name: 'Ramos', email: 'bea.ramos@e2e.lyceum.test' },
];
const nameOf = (student) => `${student.first_name} ${student.last_name}`;

/** The value the preview's list gives a count, by its label. */
function countIn(dialog, label) {
  return dialog.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

describe('guardian accounts and the guardian portal', () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer({ env: { LYCEUM_DEFAULT_PASSWORD: SCHOOL_DEFAULT_PASSWORD } });
    browser = await launchBrowser();
    const api = await adminApi(server.baseUrl);
    const categories = await api.get('/api/admins/get-categories');
    const category = categories.find((one) => one.levels.some((level) => level.level === 'Grade 8'));
    const grade8 = category.levels.find((level) => level.level === 'Grade 8');
    const section = await api.post('/api/admins/create-section', { level: grade8.levelID, section: SECTION });
    for (const child of CHILDREN) {
      const student = await api.post('/api/admins/create-student', {
        ...child,
        address: '8 Luna Street',
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: GUARDIAN.firstName,
        parent_lName: 'Ramos',
        parent_email: GUARDIAN.email,
        relationship: 'Mother',
      });
      await api.post('/api/admins/add-student-section', { studentID: student._id, sectionID: section._id });
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("an administrator creates a section's guardian accounts from the preview", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Guardians', 'View all guardians');
      await expectVisible(page.getByRole('heading', { name: 'View all guardians', exact: true }));

      await page.getByRole('button', { name: 'Create guardian accounts', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create guardian accounts' });
      await expectVisible(dialog);
      await dialog.getByText('One section', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: `Grade 8 - ${SECTION}`, exact: true }).click();

      // The counts first: two students naming one email, so one account linked to both.
      await expectVisible(dialog.getByText(`Preview for Grade 8 - ${SECTION}`, { exact: true }));
      assert.equal((await countIn(dialog, 'Students considered').innerText()).trim(), '2');
      assert.equal((await countIn(dialog, 'Guardian accounts to create').innerText()).trim(), '1');
      assert.equal((await countIn(dialog, 'Students to link').innerText()).trim(), '2');
      await dialog.getByRole('button', { name: 'Create accounts', exact: true }).click();
      await expectVisible(dialog.getByText('Created 1 guardian account(s) and linked 2 student(s).', { exact: true }));
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectHidden(dialog);

      await page.getByRole('textbox', { name: 'Search guardians', exact: true }).fill('carmen.ramos');
      const row = page.getByRole('row').filter({ hasText: GUARDIAN.email });
      const children = row.getByRole('list', { name: `Children of ${GUARDIAN.fullName}` });
      for (const child of CHILDREN) await expectVisible(children.getByText(nameOf(child), { exact: true }));
      await expectVisible(row.getByText('Starting password', { exact: true }));
    } finally {
      await context.close();
    }
  });

  test('the guardian signs in, chooses their own password and switches between their two children', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/guardian', { viewport: { width: 360, height: 740 } });
    try {
      await expectVisible(page.getByRole('heading', { name: 'Login as a Guardian', exact: true }));
      await signIn(page, { email: GUARDIAN.email, password: SCHOOL_DEFAULT_PASSWORD });

      await expectVisible(page.getByRole('heading', { name: 'Set your own password', exact: true }));
      await page.getByLabel('Current password', { exact: true }).fill(SCHOOL_DEFAULT_PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill(GUARDIAN.newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(GUARDIAN.newPassword);
      await page.getByRole('button', { name: 'Save password', exact: true }).click();

      await expectVisible(page.getByText(`Hi, ${GUARDIAN.firstName}!`, { exact: true }));
      // By last then first name: Andres first.
      const [first, second] = CHILDREN.map(nameOf);
      const child = page.getByRole('textbox', { name: 'Child', exact: true });
      await expectValue(child, first);
      // Home names both children at a glance; the chosen child's own card (an article) follows.
      const chosenCard = (name) => page.getByRole('article', { name, exact: true });
      await expectVisible(chosenCard(first));
      await expectVisible(page.getByText(SECTION, { exact: true }));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scrolling on a phone (${width} px)`);

      await child.click();
      await page.getByRole('option', { name: second, exact: true }).click();
      await expectVisible(chosenCard(second));
      await expectHidden(chosenCard(first));

      // The session and the choice survive a reload.
      await page.reload();
      await expectVisible(chosenCard(second));
      await expectValue(page.getByRole('textbox', { name: 'Child', exact: true }), second);

      // Only the new password signs in now.
      await assert.rejects(
        signedInApi(server.baseUrl, 'guardian', { email: GUARDIAN.email, password: SCHOOL_DEFAULT_PASSWORD }),
        /401/,
      );
      const guardian = await signedInApi(server.baseUrl, 'guardian', { email: GUARDIAN.email, password: GUARDIAN.newPassword });
      assert.equal(guardian.user.must_change_password, false);
      const { children } = await guardian.get('/api/guardians/children');
      assert.deepEqual(children.map((each) => each.full_name), [first, second]);
    } finally {
      await context.close();
    }
  });
});
