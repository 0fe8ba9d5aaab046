// The cashier, staff who see only Fees, against the real binary and the demo school, at a
// 1366×900 desktop and a 390×844 phone: the administrator adds a cashier on a starting password
// from 'Manage administrators' (listed with the role Cashier); the cashier signs in at /admin,
// sets their own password, and gets a menu of Fees alone (all six of its screens), landing on
// 'My collections'; they find an assessed learner in 'Learner accounts' by LRN (the current
// school year chosen), post a cash payment (the account's balance goes down) and see it in 'My
// collections'; they open 'Fee schedules' (Grade 7's schedule of the current year), preview an
// assessment of Grade 7 - Rizal in 'Assess fees', and read 'Fee reports' (the aging, the
// clearance list of Grade 7 - Rizal with the learner on it, leading to their account, the
// collections, the ledger as CSV); they read 'Fee settings' without being able to change them,
// and press 'Send reminders now'; an administrator's address (/admin/teachers) tells them they
// do not have access, with no teacher listed. Nothing the cashier's pages ask is refused by the
// server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, demoGrade7 } from './admin-api.mjs';
import { expectHidden, expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { expectWellMade, localToday, pesos } from './fees-common.mjs';
import { DESKTOP, PHONE } from './layout.mjs';
import { ADMIN, startServer } from './server.mjs';

/** What each size's cashier is made with, and the learner they take a payment from. */
const SIZES = {
  desktop: {
    viewport: DESKTOP,
    cashier: { email: 'till.desktop@lyceum.test', starting: 'starting-pass-1', own: 'till-own-pass-1' },
    learner: { first: 'Liwayway', last: 'Bautista', lrn: '136514120091' },
  },
  phone: {
    viewport: PHONE,
    cashier: { email: 'till.phone@lyceum.test', starting: 'starting-pass-2', own: 'till-own-pass-2' },
    learner: { first: 'Amihan', last: 'Salazar', lrn: '136514120092' },
  },
};

const PAID = '1500';
const PAID_CENTAVOS = 150000;

/** Chooses `option` in the select labelled `field`. */
async function choose(page, field, option) {
  await page.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin menu, opened first on a phone (where it sits behind its button). */
async function openMenu(page) {
  const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
  if (await burger.isVisible()) await burger.click();
  const menu = page.getByRole('navigation', { name: 'Admin menu', exact: true });
  await expectVisible(menu.getByRole('button', { name: 'My collections', exact: true }));
  return menu;
}

describe('the cashier at /admin', () => {
  let server;
  let browser;
  let admin;
  let currentYear;
  /** The demo's Grade 7, and its section Rizal, where each size's learner is placed. */
  let grade7;
  let rizal;
  /** Each size's learner: their id and balance once assessed. */
  const learners = {};

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await adminApi(server.baseUrl);
    const found = await demoGrade7(admin);
    ({ currentYear, grade7, rizal } = found);
    const { jhs } = found;
    for (const [size, { learner }] of Object.entries(SIZES)) {
      // Placed in Rizal (so enrolled in the current year) and assessed on the demo's Grade 7 schedule.
      const created = await admin.post('/api/admins/create-student', {
        first_name: learner.first,
        last_name: learner.last,
        email: `${learner.first.toLowerCase()}.${learner.last.toLowerCase()}@e2e.lyceum.test`,
        address: '12 Kalaw Street, Manila',
        password: 'Lyceum@2023',
        birthdate: '2013-05-14',
        parent_fName: 'Rosario',
        parent_lName: learner.last,
        relationship: 'Mother',
        lrn: learner.lrn,
        sex: 'F',
        categoryID: jhs._id,
        levelID: grade7._id,
        sectionID: rizal.sectionID,
      });
      const assessed = await admin.post('/api/fees/assess', { schoolYearID: currentYear._id, studentID: created._id, confirm: true });
      assert.equal(assessed.assessed, 1, JSON.stringify(assessed));
      const account = await admin.get(`/api/fees/account?studentID=${created._id}&schoolYearID=${currentYear._id}`);
      assert.ok(account.balanceCentavos > PAID_CENTAVOS, `the learner owes more than the payment (${account.balanceCentavos})`);
      learners[size] = { id: created._id, balance: account.balanceCentavos };
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The administrator adds `cashier` from 'Manage administrators', choosing the role Cashier. */
  async function addCashier(viewport, cashier) {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { viewport });
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      if (viewport === DESKTOP) await openAdminView(page, 'Administrators', 'Manage administrators');
      else await page.goto('/admin/administrators');
      await expectVisible(page.getByRole('heading', { name: 'Manage administrators', exact: true }));

      const roles = page.getByRole('radiogroup', { name: 'Role', exact: true });
      assert.equal(await roles.getByRole('radio', { name: 'Administrator', exact: true }).isChecked(), true, 'an administrator unless told');
      await page.getByLabel('Email', { exact: true }).fill(cashier.email);
      await page.getByLabel('Starting password', { exact: true }).fill(cashier.starting);
      await roles.getByRole('radio', { name: 'Cashier', exact: true }).check();
      await page.getByRole('button', { name: 'Add administrator', exact: true }).click();
      await expectVisible(page.getByText('Cashier added', { exact: true }));

      const row = page.getByRole('row').filter({ has: page.getByText(cashier.email, { exact: true }) });
      await expectVisible(row.getByText('Cashier', { exact: true }));
      await expectVisible(row.getByText('Starting password', { exact: true }));
      await expectVisible(page.getByRole('row').filter({ has: page.getByText(ADMIN.email, { exact: true }) }).getByText('Administrator', { exact: true }));
      await expectWellMade(page, 'Manage administrators with a cashier');
      const { admins } = await admin.get('/api/admins/admins');
      assert.equal(admins.find((one) => one.email === cashier.email)?.role, 'cashier');
    } finally {
      await context.close();
    }
  }

  for (const [size, { viewport, cashier, learner }] of Object.entries(SIZES)) {
    test(`${size}: a cashier added by the administrator takes a payment, opens every Fees screen and sees only Fees`, async () => {
      await addCashier(viewport, cashier);

      const { context, page } = await openPage(browser, server.baseUrl, '/admin', { viewport });
      // Every answer the cashier's pages get: none may be a refusal.
      const refused = [];
      const answered = new Set();
      page.on('response', (response) => {
        const call = `${response.request().method()} ${new URL(response.url()).pathname}`;
        if (response.status() === 403) refused.push(call);
        else if (response.ok()) answered.add(call);
      });
      try {
        await signIn(page, { email: cashier.email, password: cashier.starting });
        await expectVisible(page.getByRole('heading', { name: 'Set your own password', exact: true }));
        await page.getByLabel('Current password', { exact: true }).fill(cashier.starting);
        await page.getByLabel('New password', { exact: true }).fill(cashier.own);
        await page.getByLabel('Confirm new password', { exact: true }).fill(cashier.own);
        await page.getByRole('button', { name: 'Save password', exact: true }).click();

        // Lands on the day's own collections, with Fees alone in the menu.
        await expectVisible(page.getByRole('heading', { name: 'My collections', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin');
        await expectVisible(page.getByRole('table', { name: 'Collections by method', exact: true }));
        await expectWellMade(page, "a cashier's My collections");
        const menu = await openMenu(page);
        const entries = await menu.getByRole('button').allInnerTexts();
        const views = entries.slice(0, entries.indexOf('Change password')).filter((name) => !name.startsWith('Theme'));
        assert.deepEqual(views, ['Fees', 'Fee schedules', 'Assess fees', 'Learner accounts', 'My collections', 'Fee reports', 'Fee settings']);
        for (const other of ['Home', 'Teachers', 'Students', 'News and updates', 'Administrators']) {
          assert.equal(await menu.getByRole('button', { name: other, exact: true }).count(), 0, `no ${other} in a cashier's menu`);
        }
        for (const item of ['Change password', 'Sign out everywhere', 'Sign out']) {
          await expectVisible(menu.getByRole('button', { name: item, exact: true }));
        }

        // 'Learner accounts': the learner found by LRN, a cash payment posted.
        await menu.getByRole('button', { name: 'Learner accounts', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Learner accounts', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/accounts');
        await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
        const search = page.getByRole('textbox', { name: 'Search learners', exact: true });
        await search.fill(learner.lrn.slice(0, 10));
        const name = `${learner.first} ${learner.last}`;
        const match = page.getByRole('button').filter({ hasText: name });
        await expectVisible(match.getByText(`LRN ${learner.lrn} · Grade 7 - Rizal`, { exact: false }));
        await expectWellMade(page, 'a learner found by LRN');
        await match.click();

        await expectVisible(page.getByRole('heading', { name, exact: true }));
        assert.equal(new URL(page.url()).pathname, `/admin/fees/accounts/${learners[size].id}`);
        const balance = page.getByRole('region', { name: 'Balance', exact: true });
        await expectVisible(balance.getByText(pesos(learners[size].balance), { exact: true }));
        const payment = page.getByRole('form', { name: 'Post payment', exact: true });
        await payment.getByRole('textbox', { name: 'Amount', exact: true }).fill(PAID);
        await expectValue(payment.getByRole('textbox', { name: 'Method', exact: true }), 'Cash');
        await payment.getByRole('button', { name: 'Post payment', exact: true }).click();
        const issued = payment.getByText(/^Official receipt \d{6} issued\.$/);
        await expectVisible(issued);
        // The receipt opened to print in a tab of its own.
        for (const other of context.pages()) if (other !== page) await other.close();
        const number = /(\d{6})/.exec(await issued.innerText())[1];
        await expectVisible(balance.getByText(pesos(learners[size].balance - PAID_CENTAVOS), { exact: true }));
        const receipts = page.getByRole('table', { name: 'Receipts', exact: true });
        await expectVisible(receipts.getByRole('rowheader', { name: number, exact: true }));
        await expectWellMade(page, "a learner's account, as a cashier");

        // The server has it, taken by the cashier.
        const account = await admin.get(`/api/fees/account?studentID=${learners[size].id}&schoolYearID=${currentYear._id}`);
        assert.equal(account.balanceCentavos, learners[size].balance - PAID_CENTAVOS);
        assert.equal(account.receipts.find((one) => one.number === Number(number))?.cashier, cashier.email);

        // 'My collections': the payment is the day's cash.
        await (await openMenu(page)).getByRole('button', { name: 'My collections', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'My collections', exact: true }));
        const byMethod = page.getByRole('table', { name: 'Collections by method', exact: true });
        const cash = byMethod.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cash', exact: true }) });
        await expectVisible(cash.getByText(pesos(PAID_CENTAVOS), { exact: true }));
        const total = byMethod.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
        await expectVisible(total.getByText(pesos(PAID_CENTAVOS), { exact: true }));
        await expectHidden(page.getByText('You posted no payments on this day.', { exact: true }));

        // 'Fee schedules': Grade 7's schedule of the current year, as the server has it.
        await (await openMenu(page)).getByRole('button', { name: 'Fee schedules', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Fee schedules', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/schedules');
        await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
        await choose(page, 'Level', 'Grade 7');
        const { items } = await admin.get(`/api/fees/schedule?schoolYearID=${currentYear._id}&levelID=${grade7._id}`);
        assert.ok(items.length > 0, 'the demo gives Grade 7 a schedule');
        const schedule = page.getByRole('form', { name: 'Fee schedule of Grade 7', exact: true });
        await expectValue(schedule.getByRole('textbox', { name: 'Name of fee item 1', exact: true }), items[0].name);
        await expectVisible(page.getByRole('form', { name: 'Discounts', exact: true }));
        await expectWellMade(page, "a cashier's Fee schedules");

        // 'Assess fees': a section, chosen from the school's sections, previewed.
        await (await openMenu(page)).getByRole('button', { name: 'Assess fees', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Assess fees', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/assess');
        await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
        await page.getByRole('radio', { name: 'Section', exact: true }).check();
        await choose(page, 'Section', 'Grade 7 - Rizal');
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        await expectVisible(page.getByRole('region', { name: 'Preview: Grade 7 - Rizal', exact: true }));
        await expectWellMade(page, "a cashier's Assess fees preview");

        // 'Fee reports': the aging, the clearance list of Grade 7 - Rizal, the collections, the ledger.
        await (await openMenu(page)).getByRole('button', { name: 'Fee reports', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Fee reports', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/reports');
        await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
        const agingTable = page.getByRole('table', { name: 'Aging of balances', exact: true });
        await expectVisible(agingTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) }));
        await expectWellMade(page, "a cashier's Fee reports: Aging");

        await page.getByRole('tab', { name: 'Clearance list', exact: true }).click();
        await choose(page, 'Section', 'Grade 7 - Rizal');
        const listedName = `${learner.last}, ${learner.first}`;
        const clearanceTable = page.getByRole('table', { name: 'Clearance list', exact: true });
        const listed = clearanceTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: listedName, exact: true }) });
        await expectVisible(listed.getByText(pesos(learners[size].balance - PAID_CENTAVOS), { exact: true }));
        await expectVisible(listed.getByText(learner.lrn, { exact: true }));
        await expectWellMade(page, "a cashier's Fee reports: Clearance list");

        await page.getByRole('tab', { name: 'Collections', exact: true }).click();
        const today = localToday();
        await expectValue(page.getByLabel('To', { exact: true }), today);
        const collections = await admin.get(`/api/fees/collections?from=${today.slice(0, 8)}01&to=${today}`);
        assert.ok(collections.rows.some((row) => row.cashier === cashier.email), "the cashier's payment is among the month's collections");
        await expectVisible(page.getByText(`Total ${pesos(collections.totalCentavos)}`, { exact: true }));
        await expectWellMade(page, "a cashier's Fee reports: Collections");

        // The year's whole ledger, as CSV, downloaded on the cashier's session.
        const ledger = new URL(await page.getByRole('link', { name: 'Download the ledger (CSV)', exact: true }).getAttribute('href'), server.baseUrl);
        assert.equal(ledger.pathname, '/api/fees/ledger.csv');
        assert.equal(ledger.searchParams.get('schoolYearID'), currentYear._id);
        const csv = await page.request.get(ledger.pathname + ledger.search);
        assert.equal(csv.status(), 200, await csv.text());

        // A learner of the clearance list leads to their account.
        await page.getByRole('tab', { name: 'Clearance list', exact: true }).click();
        await page.getByRole('link', { name: listedName, exact: true }).click();
        await expectVisible(page.getByRole('heading', { name, exact: true }));
        assert.equal(new URL(page.url()).pathname, `/admin/fees/accounts/${learners[size].id}`);

        // 'Fee settings': read, not changed (only an administrator may), and the reminders sent now.
        await (await openMenu(page)).getByRole('button', { name: 'Fee settings', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Fee settings', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/settings');
        const settings = await admin.get('/api/fees/settings');
        const settingsForm = page.getByRole('form', { name: 'Fee settings', exact: true });
        const days = settingsForm.getByRole('spinbutton', { name: 'Remind guardians this many days before a due date', exact: true });
        await expectValue(days, String(settings.remindDaysBefore));
        assert.equal(await days.isDisabled(), true, 'the days cannot be changed');
        assert.equal(await settingsForm.getByRole('switch', { name: 'Show students their fees' }).isDisabled(), true);
        await expectVisible(settingsForm.getByText('Only an administrator can change the fee settings.', { exact: true }));
        assert.equal(await settingsForm.getByRole('button', { name: 'Save settings', exact: true }).count(), 0);
        const reminders = page.getByRole('region', { name: 'Reminders', exact: true });
        const [sentAnswer] = await Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fees/send-reminders'),
          reminders.getByRole('button', { name: 'Send reminders now', exact: true }).click(),
        ]);
        assert.equal(sentAnswer.status(), 200);
        const { sent } = await sentAnswer.json();
        await expectVisible(reminders.getByText(sent === 0 ? 'No reminders were due.' : `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent.`, { exact: true }));
        await expectWellMade(page, "a cashier's Fee settings");

        // An administrator's address: no access said, no teacher listed.
        await page.goto('/admin/teachers');
        await expectVisible(page.getByRole('heading', { name: 'You do not have access to this.', exact: true }));
        assert.equal(await page.getByRole('heading', { name: 'View all teachers', exact: true }).count(), 0);
        assert.equal(await page.getByRole('table').count(), 0, 'no teacher list');
        await expectWellMade(page, "an administrator's address, as a cashier");
        await page.getByRole('link', { name: 'Go to the start', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'My collections', exact: true }));

        assert.deepEqual(refused, [], 'the server refused none of the calls the pages made');
        // The lists the fee screens choose from were read, on the cashier's session.
        for (const call of ['GET /api/admins/school-years', 'GET /api/admins/get-categories', 'POST /api/admins/get-levels']) {
          assert.ok(answered.has(call), `${call} answered`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
