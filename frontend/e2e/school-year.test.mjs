// The admin area's School year screen against the real binary: adding a year (the first one is
// current), a term and a holiday; a term outside the year refused beside its field; making
// another year current; deleting a term after a confirmation naming it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, startServer } from './server.mjs';

const YEAR = '2026–2027';
const NEXT = '2027–2028';

describe('admin: school year', () => {
  let server;
  let browser;
  let context;
  let page;

  before(async () => {
    // Without the demo school, whose seeding makes a current year: the calendar starts empty.
    server = await startServer({ seed: false });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, server.baseUrl, '/admin'));
    await signIn(page, ADMIN);
    await openAdminView(page, 'School year', 'School year');
    await expectVisible(page.getByRole('heading', { name: 'School year', exact: true }));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const yearOf = (name) => page.getByRole('article', { name, exact: true });

  /** Fills a calendar form (Name, First day, Last day) and presses its button. */
  async function fill(form, { name, firstDay, lastDay = '' }, button) {
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('First day', { exact: true }).fill(firstDay);
    await form.getByLabel('Last day', { exact: true }).fill(lastDay);
    await form.getByRole('button', { name: button, exact: true }).click();
  }

  test('adds a year, which is current as the first one', async () => {
    await expectVisible(page.getByText('No school years yet.', { exact: true }));
    const form = page.getByRole('form', { name: 'Add school year' });
    await fill(form, { name: YEAR, firstDay: '2026-06-01', lastDay: '2027-03-31' }, 'Add school year');
    await expectVisible(yearOf(YEAR).getByText('Current', { exact: true }));
    await expectVisible(yearOf(YEAR).getByText('No terms yet.', { exact: true }));
  });

  test('adds a term and a holiday; a term outside the year is refused beside its field', async () => {
    const terms = yearOf(YEAR).getByRole('form', { name: `Add term to ${YEAR}` });
    await fill(terms, { name: 'First Quarter', firstDay: '2026-05-25', lastDay: '2026-08-14' }, 'Add term');
    await expectVisible(
      terms.getByText('The term must start inside the school year (2026-06-01 to 2027-03-31).', { exact: true }),
    );
    assert.equal(await terms.getByLabel('First day', { exact: true }).getAttribute('aria-invalid'), 'true');

    await terms.getByLabel('First day', { exact: true }).fill('2026-06-01');
    await terms.getByRole('button', { name: 'Add term', exact: true }).click();
    const table = yearOf(YEAR).getByRole('table', { name: `Terms of ${YEAR}` });
    await expectVisible(table.getByRole('cell', { name: 'First Quarter', exact: true }));
    await fill(terms, { name: 'Second Quarter', firstDay: '2026-08-17', lastDay: '2026-10-23' }, 'Add term');
    await expectVisible(table.getByRole('cell', { name: 'Second Quarter', exact: true }));

    const days = yearOf(YEAR).getByRole('form', { name: `Add no-school day to ${YEAR}` });
    await fill(days, { name: "All Saints' Day", firstDay: '2026-11-01' }, 'Add no-school day');
    const holidays = yearOf(YEAR).getByRole('table', { name: `No-school days of ${YEAR}` });
    await expectVisible(holidays.getByRole('cell', { name: "All Saints' Day", exact: true }));
    await expectVisible(holidays.getByRole('cell', { name: '11/1/2026', exact: true }));

    const admin = await signedInApi(server.baseUrl, 'admin', ADMIN);
    const current = await admin.get('/api/calendar/current');
    assert.deepEqual(
      current.year.terms.map((term) => term.name),
      ['First Quarter', 'Second Quarter'],
    );
  });

  test('makes another year current', async () => {
    const form = page.getByRole('form', { name: 'Add school year' });
    await fill(form, { name: NEXT, firstDay: '2027-06-07', lastDay: '2028-03-31' }, 'Add school year');
    await expectVisible(yearOf(NEXT));
    await yearOf(NEXT).getByRole('button', { name: `Make current: ${NEXT}`, exact: true }).click();
    await expectVisible(yearOf(NEXT).getByText('Current', { exact: true }));
    await expectHidden(yearOf(YEAR).getByText('Current', { exact: true }));
    await expectVisible(yearOf(YEAR).getByRole('button', { name: `Make current: ${YEAR}`, exact: true }));
  });

  test('deletes a term after a confirmation naming it', async () => {
    const table = yearOf(YEAR).getByRole('table', { name: `Terms of ${YEAR}` });
    const remove = table.getByRole('button', { name: 'Delete Second Quarter', exact: true });
    await remove.click();
    let ask = page.getByRole('dialog', { name: 'Delete the term “Second Quarter”?' });
    await expectVisible(ask);
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(ask);
    await expectVisible(table.getByRole('cell', { name: 'Second Quarter', exact: true }));

    await remove.click();
    ask = page.getByRole('dialog', { name: 'Delete the term “Second Quarter”?' });
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectHidden(ask);
    await expectHidden(table.getByRole('cell', { name: 'Second Quarter', exact: true }));
    await expectVisible(table.getByRole('cell', { name: 'First Quarter', exact: true }));
  });
});
