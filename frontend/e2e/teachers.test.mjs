// Admin teacher screens against the real binary: create with a photo, list, sort, details,
// edit and bulk delete. The steps share one signed-in page
// and run in order: each builds on the accounts the previous one left.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectValue, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { ADMIN, TEACHER, startServer } from './server.mjs';

// A real 1x1 PNG, so the preview has something to draw.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const NEW_TEACHER = {
  first: 'Ana',
  last: 'Aquino',
  fullName: 'Ana Aquino',
  phone: '09175550101',
  birthdate: '1990-01-31',
  email: 'ana.aquino@school.test',
  address: '12 Luna St, Manila',
};
const SECOND_TEACHER = { fullName: 'Jose Reyes', email: 'teacher2@demo.lyceum.test' };
/** The school's own starting password, set on the server: the create form must show this one. */
const SCHOOL_DEFAULT_PASSWORD = 'Welcome-2031';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admin: teachers', () => {
  let server;
  let browser;
  let context;
  let page;
  let photoDir;
  /** Every alert and confirm the page raised, in order; all are accepted. */
  const dialogs = [];

  /** Waits until the page has raised `message` as an alert or confirm. */
  async function expectDialog(message) {
    const deadline = Date.now() + 15_000;
    while (!dialogs.includes(message)) {
      if (Date.now() > deadline) assert.fail(`no dialog "${message}"; saw ${JSON.stringify(dialogs)}`);
      await sleep(100);
    }
  }

  const menu = () => page.getByRole('navigation', { name: 'Admin menu' });
  const rowOf = (email) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  const field = (name) => page.getByRole('textbox', { name, exact: true });

  async function openList() {
    await menu().getByRole('button', { name: 'View all teachers', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
    await expectVisible(page.getByRole('table'));
  }

  before(async () => {
    server = await startServer({ env: { LYCEUM_DEFAULT_PASSWORD: SCHOOL_DEFAULT_PASSWORD } });
    browser = await launchBrowser();
    photoDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-e2e-photo-'));
    ({ context, page } = await openPage(browser, server.baseUrl, '/admin/teachers'));
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await signIn(page, ADMIN);
    await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (photoDir) await rm(photoDir, { recursive: true, force: true });
  });

  test('an admin creates a teacher account with a photo and finds it in the list', async () => {
    const photo = path.join(photoDir, 'ana.png');
    await writeFile(photo, PNG_1X1);
    await menu().getByRole('button', { name: 'Create account for teacher', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));

    await page.locator('input[type="file"]').setInputFiles(photo);
    const preview = page.getByRole('img', { name: 'Profile photo preview' });
    await expectVisible(preview);
    const photoPath = await preview.getAttribute('src');
    assert.ok(photoPath, 'the preview shows the stored path');
    await page.waitForFunction((img) => img.complete && img.naturalWidth === 1, await preview.elementHandle());

    await expectVisible(page.getByRole('textbox', { name: 'Default password', exact: true, disabled: true }));
    await expectValue(field('Default password'), SCHOOL_DEFAULT_PASSWORD);
    await field('First name').fill(NEW_TEACHER.first);
    await field('Last name').fill(NEW_TEACHER.last);
    await field('Phone').fill(NEW_TEACHER.phone);
    await page.getByLabel('Birth date').fill(NEW_TEACHER.birthdate);
    await field('Email').fill(NEW_TEACHER.email);
    await field('Home address').fill(NEW_TEACHER.address);
    await field('Zoom link').fill('https://zoom.us/j/123');
    await page.getByRole('button', { name: 'Create new account for Teacher', exact: true }).click();

    await expectDialog('Successfully created teacher account!');
    await page.waitForFunction(() => !document.querySelector('img[alt="Profile photo preview"]'));
    assert.equal(await field('First name').inputValue(), '', 'the form is reset');

    await openList();
    const row = rowOf(NEW_TEACHER.email);
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: '1/31/1990', exact: true }));
    assert.equal(await row.getByRole('img', { name: NEW_TEACHER.fullName }).getAttribute('src'), photoPath);

    // The new teacher signs in with the password the form showed (and must then set their own).
    const teacher = await signedInApi(server.baseUrl, 'teacher', {
      email: NEW_TEACHER.email,
      password: SCHOOL_DEFAULT_PASSWORD,
    });
    assert.equal(teacher.user.must_change_password, true);
  });

  /** Waits until the table lists exactly these last names, in order (the server sorts and pages). */
  async function expectLastNames(expected) {
    const deadline = Date.now() + 10_000;
    let shown = [];
    while (Date.now() < deadline) {
      shown = await page.locator('tbody tr td:nth-child(5)').allTextContents();
      if (JSON.stringify(shown) === JSON.stringify(expected)) return;
      await sleep(100);
    }
    assert.deepEqual(shown, expected);
  }

  test('the list sorts and searches on the server and shows a teacher’s advisory class in the details panel', async () => {
    await openList();
    const header = page.getByRole('columnheader', { name: 'Last name' });
    await header.getByRole('button', { name: 'Last name' }).click();
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');
    await expectLastNames(['Aquino', 'Reyes', 'Santos']);

    await header.getByRole('button', { name: 'Last name' }).click();
    assert.equal(await header.getAttribute('aria-sort'), 'descending');
    await expectLastNames(['Santos', 'Reyes', 'Aquino']);

    const search = page.getByRole('textbox', { name: 'Search teachers', exact: true });
    await search.fill('aquino');
    await expectLastNames(['Aquino']);
    await search.fill('nobody-by-this-name');
    await expectVisible(page.getByText('No teachers found.', { exact: true }));
    await search.fill('');
    await expectLastNames(['Santos', 'Reyes', 'Aquino']);

    await rowOf(TEACHER.email).getByRole('button', { name: 'View Details', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Teacher details' });
    await expectVisible(panel);
    await expectVisible(panel.getByText(TEACHER.email, { exact: true }));
    await expectVisible(panel.getByText('Rizal', { exact: true }));
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expectHidden(panel);
  });

  test("an admin edits a teacher's phone and sees it in the list", async () => {
    await openList();
    await page.getByRole('button', { name: `Edit ${SECOND_TEACHER.fullName}`, exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Update/Edit teacher account', exact: true }));
    assert.equal(await field('Email').inputValue(), SECOND_TEACHER.email);
    assert.equal(await page.getByLabel('Birth date').inputValue(), '1985-03-07');
    assert.equal(await page.getByRole('textbox', { name: 'Default password' }).count(), 0);

    await field('Phone').fill('09998887777');
    await page.getByRole('button', { name: 'Update Teacher Account', exact: true }).click();

    await expectDialog("Teacher's account updated successfully!");
    await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));
    await expectVisible(rowOf(SECOND_TEACHER.email).getByRole('cell', { name: '09998887777', exact: true }));
  });

  test('an admin selects two teachers and deletes them after confirming', async () => {
    await openList();
    await page.getByRole('checkbox', { name: `Select ${NEW_TEACHER.fullName}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${SECOND_TEACHER.fullName}`, exact: true }).check();
    await page.getByRole('button', { name: 'Delete 2 item(s)', exact: true }).click();

    await expectDialog('Are you sure you want to delete?');
    await expectHidden(rowOf(NEW_TEACHER.email));
    await expectHidden(rowOf(SECOND_TEACHER.email));
    await expectVisible(rowOf(TEACHER.email));
    await expectHidden(page.getByRole('button', { name: /^Delete \d+ item\(s\)$/ }));
  });
});
