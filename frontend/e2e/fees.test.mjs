// School fees against the real binary and the demo school, at a 1366×900 desktop and a 390×844
// phone: the administrator replaces the demo's Grade 7 fee schedule of the current year with
// two items, a full and a quarterly plan, assesses one learner, posts a cash payment and sees
// its official receipt and the new balance, then voids the receipt with a reason and sees it
// VOID and the amount back on the account, and gets the statement of account as a PDF. Then
// 'Fee reports': the aging's totals as the server counts them, the learner on the clearance
// list (leading to their account), the month's collections with the void counted, and the
// year's ledger as CSV; then a payment for the item the cashier chooses. Last, 'My collections': the day's cash by method, and the day closed
// with the cash counted (no more payments that day, so it comes after everything else).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, demoGrade7 } from './admin-api.mjs';
import { expectChecked, expectHidden, expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { addDays, expectWellMade, localToday, pesos } from './fees-common.mjs';
import { assertPdf, csvHeader, shortDate } from './downloads.mjs';
import { DESKTOP, PHONE } from './layout.mjs';
import { ADMIN, startServer } from './server.mjs';

const ITEMS = [
  { name: 'Tuition', kind: 'Tuition', amount: '15000', centavos: 1500000 },
  { name: 'Miscellaneous fees', kind: 'Miscellaneous', amount: '3500.5', shown: '3500.50', centavos: 350050 },
];
/** The two items: what a learner on the full plan (the first, so the one used) owes. */
const TOTAL = '₱18,500.50';
const PAID = '5000';
const AFTER_PAYMENT = '₱13,500.50';

/** The learner each size assesses and takes a payment from. */
const LEARNERS = {
  desktop: { first: 'Marikit', last: 'Villanueva', lrn: '136514120077' },
  phone: { first: 'Dalisay', last: 'Ocampo', lrn: '136514120078' },
};

/** Chooses `option` in the select named `field` (inside `scope`, the page unless told). */
async function choose(page, field, option, scope = page) {
  await scope.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin: school fees', () => {
  let server;
  let browser;
  let admin;
  let currentYear;
  let grade7;
  /** Each size's learner's id. */
  const studentIDs = {};
  /** The full plan's due date and the quarterly plan's four. */
  let fullDue;
  let quarterlyDue;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await adminApi(server.baseUrl);
    const found = await demoGrade7(admin);
    ({ currentYear, grade7 } = found);
    const { jhs, rizal } = found;
    for (const [size, learner] of Object.entries(LEARNERS)) {
      // Placed in Rizal, so enrolled in the current year today.
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
      studentIDs[size] = created._id;
    }
    fullDue = addDays(currentYear.firstDay, 30);
    quarterlyDue = [30, 90, 150, 210].map((days) => addDays(currentYear.firstDay, days));
    assert.ok(quarterlyDue[3] <= currentYear.lastDay, `the due dates fall in ${currentYear.firstDay} to ${currentYear.lastDay}`);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Assesses `learner` alone from 'Assess fees', after the preview says what it posts. */
  async function assessOne(page, learner) {
    await expectVisible(page.getByRole('heading', { name: 'Assess fees', exact: true }));
    await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
    await page.getByRole('radio', { name: 'One learner', exact: true }).check();
    await page.getByRole('textbox', { name: 'Search learners', exact: true }).fill(learner.last);
    await page.getByRole('button').filter({ hasText: `${learner.first} ${learner.last}` }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();

    const preview = page.getByRole('region', { name: `Preview: ${learner.first} ${learner.last}`, exact: true });
    await expectVisible(preview);
    const figures = preview.getByLabel('What the schedule gives');
    await expectVisible(figures.getByText(TOTAL, { exact: true }));
    assert.deepEqual(await figures.locator('dd').allInnerTexts(), ['1', '1', TOTAL, '₱0.00', TOTAL]);
    await expectWellMade(page, 'the preview of an assessment');

    await preview.getByRole('button', { name: 'Assess 1 learner', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assess 1 learner?', exact: true });
    await dialog.getByRole('button', { name: 'Assess', exact: true }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('Assessed 1, re-assessed 0', { exact: true }));
  }

  /**
   * On the learner's account: the balance, a cash payment with its receipt opened to print and
   * listed, the new balance; then the receipt voided with a reason, VOID, the balance as before.
   */
  async function payAndVoid(page, context, learner, studentID) {
    const name = `${learner.first} ${learner.last}`;
    await expectVisible(page.getByRole('heading', { name, exact: true }));
    await expectVisible(page.getByText(`LRN ${learner.lrn} · Grade 7 · Rizal`, { exact: true }));
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    await expectVisible(balance.getByText(TOTAL, { exact: true }));
    await expectVisible(balance.getByText(`Next due ${shortDate(fullDue)}: ${TOTAL}`, { exact: true }));
    const installments = page.getByRole('table', { name: 'Installments', exact: true });
    await expectVisible(installments.getByText(shortDate(fullDue), { exact: true }));
    const ledger = page.getByRole('table', { name: 'Ledger', exact: true });
    await expectVisible(ledger.getByText('+₱15,000.00', { exact: true }));
    await expectVisible(ledger.getByText('+₱3,500.50', { exact: true }));
    await expectWellMade(page, 'an account before a payment');

    // A payment's amount is checked before it is sent.
    const payment = page.getByRole('form', { name: 'Post payment', exact: true });
    const amount = payment.getByRole('textbox', { name: 'Amount', exact: true });
    await amount.fill('12.345');
    await payment.getByRole('button', { name: 'Post payment', exact: true }).click();
    await expectVisible(payment.getByText('Enter an amount in pesos, e.g. 1234.50 (at most two decimals).', { exact: true }));
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');

    await amount.fill(PAID);
    await expectValue(payment.getByRole('textbox', { name: 'Method', exact: true }), 'Cash');
    // The receipt opens in a new tab (the browser's own request for it, whatever it then does with a PDF).
    const [receiptRequest] = await Promise.all([
      context.waitForEvent('request', (request) => new URL(request.url()).pathname === '/api/fees/receipt'),
      payment.getByRole('button', { name: 'Post payment', exact: true }).click(),
    ]);
    const issued = payment.getByText(/^Official receipt \d{6} issued\.$/);
    await expectVisible(issued);
    const number = /(\d{6})/.exec(await issued.innerText())[1];
    assert.ok(receiptRequest.isNavigationRequest(), 'the receipt opens as a page of its own, not a fetch');
    for (const other of context.pages()) if (other !== page) await other.close();
    const opened = new URL(receiptRequest.url());
    assert.equal(opened.searchParams.get('width'), 'a5');
    const pdf = await page.request.get(opened.pathname + opened.search);
    assert.equal(pdf.status(), 200, await pdf.text());
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assertPdf(await pdf.body());

    await expectVisible(balance.getByText(AFTER_PAYMENT, { exact: true }));
    const receipts = page.getByRole('table', { name: 'Receipts', exact: true });
    const row = receipts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
    await expectVisible(row.getByText('₱5,000.00', { exact: true }));
    await expectVisible(row.getByText('Cash', { exact: true }));
    const print = row.getByRole('link', { name: 'Print receipt', exact: true });
    assert.equal(new URL(await print.getAttribute('href'), server.baseUrl).searchParams.get('width'), 'a5');
    const roll = row.getByRole('link', { name: '80 mm', exact: true });
    const rollPdf = await page.request.get(await roll.getAttribute('href'));
    assert.equal(rollPdf.status(), 200, await rollPdf.text());
    assertPdf(await rollPdf.body());
    await expectVisible(ledger.getByText('-₱5,000.00', { exact: true }));
    await expectWellMade(page, 'an account after a payment');

    // Voided with a reason, asked for first.
    await row.getByRole('button', { name: 'Void', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Void receipt ${number}`, exact: true });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Void receipt', exact: true }).click();
    await expectVisible(dialog.getByText('Give the reason the receipt is voided.', { exact: true }));
    await expectWellMade(page, 'the Void receipt dialog');
    await dialog.getByRole('textbox', { name: 'Reason', exact: true }).fill('Wrong learner keyed in');
    await dialog.getByRole('button', { name: 'Void receipt', exact: true }).click();
    await expectHidden(dialog);
    await expectVisible(row.getByText('VOID', { exact: true }));
    assert.equal(await row.getByRole('button', { name: 'Void', exact: true }).count(), 0);
    await expectVisible(balance.getByText(TOTAL, { exact: true }));
    await expectVisible(ledger.getByText('Reversal', { exact: true }));

    // The server agrees.
    const account = await admin.get(`/api/fees/account?studentID=${studentID}&schoolYearID=${currentYear._id}`);
    assert.equal(account.balanceCentavos, 1850050);
    const receipt = account.receipts.find((one) => one.number === Number(number));
    assert.equal(receipt.voided, true);
    assert.equal(receipt.voidReason, 'Wrong learner keyed in');
    await expectWellMade(page, 'an account after a void');

    // The statement of account, a PDF of the year the screen shows.
    const statement = page.getByRole('link', { name: 'Statement of account (PDF)', exact: true });
    const statementUrl = new URL(await statement.getAttribute('href'), server.baseUrl);
    assert.equal(statementUrl.pathname, '/api/fees/statement');
    assert.equal(statementUrl.searchParams.get('studentID'), studentID);
    assert.equal(statementUrl.searchParams.get('schoolYearID'), currentYear._id);
    const statementPdf = await page.request.get(statementUrl.pathname + statementUrl.search);
    assert.equal(statementPdf.status(), 200, await statementPdf.text());
    assert.equal(statementPdf.headers()['content-type'], 'application/pdf');
    assertPdf(await statementPdf.body());
  }

  /**
   * A payment for the item the cashier chooses, on the account the reports led to: the
   * miscellaneous fees paid in full (a part beyond them refused beside the field first) while
   * tuition, first in the schedule, stays unpaid; its receipt names the item; the items table
   * and the server agree.
   */
  async function payForItems(page, context, learner, studentID) {
    await expectVisible(page.getByRole('heading', { name: `${learner.first} ${learner.last}`, exact: true }));
    const items = page.getByRole('table', { name: 'Items', exact: true });
    const itemRow = (name) => items.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expectVisible(itemRow('Miscellaneous fees').getByText('₱3,500.50', { exact: true }).first());

    const payment = page.getByRole('form', { name: 'Post payment', exact: true });
    await expectChecked(payment.getByRole('radio', { name: 'Oldest amount due', exact: true }), true);
    await payment.getByRole('radio', { name: 'Items I choose', exact: true }).check();
    await expectHidden(payment.getByRole('textbox', { name: 'Amount', exact: true }));
    const part = payment.getByRole('textbox', { name: 'Miscellaneous fees', exact: true });
    await part.fill('3600');
    await payment.getByRole('button', { name: 'Post payment', exact: true }).click();
    await expectVisible(payment.getByText('Miscellaneous fees has ₱3,500.50 left to pay: its part cannot be more.', { exact: true }));
    await part.fill('3500.50');
    await expectVisible(payment.getByText('Total ₱3,500.50', { exact: true }));
    await expectWellMade(page, 'a payment for chosen items');
    const [receiptRequest] = await Promise.all([
      context.waitForEvent('request', (request) => new URL(request.url()).pathname === '/api/fees/receipt'),
      payment.getByRole('button', { name: 'Post payment', exact: true }).click(),
    ]);
    await expectVisible(payment.getByText(/^Official receipt \d{6} issued\.$/));
    for (const other of context.pages()) if (other !== page) await other.close();
    const opened = new URL(receiptRequest.url());
    const pdf = await page.request.get(opened.pathname + opened.search);
    assert.equal(pdf.status(), 200, await pdf.text());
    assertPdf(await pdf.body());
    assert.ok((await pdf.body()).toString('latin1').includes('Miscellaneous fees: PHP 3,500.50'), 'the receipt names the item paid');

    await expectVisible(page.getByRole('region', { name: 'Balance', exact: true }).getByText('₱15,000.00', { exact: true }));
    await expectVisible(itemRow('Miscellaneous fees').getByText('₱0.00', { exact: true }));
    await expectVisible(itemRow('Tuition').getByText('₱0.00', { exact: true }));
    const ledger = page.getByRole('table', { name: 'Ledger', exact: true });
    await expectVisible(ledger.getByText(/^Payment, official receipt \d{6} \(cash\): Miscellaneous fees$/));
    // Ready for the next payment, of the oldest amount due.
    await expectChecked(payment.getByRole('radio', { name: 'Oldest amount due', exact: true }), true);
    await expectWellMade(page, 'an account after a payment for chosen items');

    const account = await admin.get(`/api/fees/account?studentID=${studentID}&schoolYearID=${currentYear._id}`);
    const paid = Object.fromEntries(account.items.map((item) => [item.name, item.paidCentavos]));
    assert.deepEqual(paid, { Tuition: 0, 'Miscellaneous fees': 350050 });
    assert.equal(account.balanceCentavos, 1500000);
  }

  /**
   * 'Fee reports' after the payment and its void: the aging's totals row as the server counts
   * it, `learner` on the clearance list of Grade 7 - Rizal with the balance and what is overdue,
   * leading to their account; this month's collections with the void counted; the ledger as CSV.
   */
  async function checkReports(page, learner, studentID) {
    await expectVisible(page.getByRole('heading', { name: 'Fee reports', exact: true }));
    assert.equal(new URL(page.url()).pathname, '/admin/fees/reports');
    await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);

    const aging = await admin.get(`/api/fees/aging?schoolYearID=${currentYear._id}`);
    const agingTable = page.getByRole('table', { name: 'Aging of balances', exact: true });
    const totals = agingTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
    await expectVisible(totals);
    const { totals: counted } = aging;
    assert.ok(counted.totalCentavos >= 1850050, `the learner's balance is in the totals (${counted.totalCentavos})`);
    const figures = [counted.currentCentavos, counted.days1to30Centavos, counted.days31to60Centavos, counted.days61to90Centavos, counted.over90Centavos, counted.totalCentavos];
    // Each figure in the row (on a phone's card too, where each has its label beside it).
    for (const text of [String(counted.learners), ...figures.map(pesos)]) {
      await expectVisible(totals.getByText(text, { exact: true }));
    }
    await expectWellMade(page, 'Fee reports: Aging');

    await page.getByRole('tab', { name: 'Clearance list', exact: true }).click();
    await choose(page, 'Section', 'Grade 7 - Rizal');
    const clearance = await admin.get(`/api/fees/clearance?schoolYearID=${currentYear._id}&sectionID=${grade7.sections.find((one) => one.section === 'Rizal').sectionID}`);
    const listed = clearance.find((row) => row.studentID === studentID);
    assert.ok(listed, 'the learner is on the clearance list');
    assert.equal(listed.balanceCentavos, 1850050);
    const name = `${learner.last}, ${learner.first}`;
    const clearanceTable = page.getByRole('table', { name: 'Clearance list', exact: true });
    const row = clearanceTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expectVisible(row.getByText(TOTAL, { exact: true }));
    await expectVisible(row.getByText(learner.lrn, { exact: true }));
    await expectVisible(row.getByText(pesos(listed.overdueCentavos), { exact: true }).first());
    await expectWellMade(page, 'Fee reports: Clearance list');

    await page.getByRole('tab', { name: 'Collections', exact: true }).click();
    const today = localToday();
    await expectValue(page.getByLabel('From', { exact: true }), `${today.slice(0, 8)}01`);
    await expectValue(page.getByLabel('To', { exact: true }), today);
    const collections = await admin.get(`/api/fees/collections?from=${today.slice(0, 8)}01&to=${today}`);
    assert.ok(collections.voided >= 1, 'the void is counted');
    await expectVisible(page.getByText(`${collections.voided} voided`, { exact: true }));
    await expectVisible(page.getByText(`Total ${pesos(collections.totalCentavos)}`, { exact: true }));
    await expectWellMade(page, 'Fee reports: Collections');

    // The year's whole ledger, as CSV.
    const ledger = page.getByRole('link', { name: 'Download the ledger (CSV)', exact: true });
    const ledgerUrl = new URL(await ledger.getAttribute('href'), server.baseUrl);
    assert.equal(ledgerUrl.pathname, '/api/fees/ledger.csv');
    assert.equal(ledgerUrl.searchParams.get('schoolYearID'), currentYear._id);
    const csv = await page.request.get(ledgerUrl.pathname + ledgerUrl.search);
    assert.equal(csv.status(), 200, await csv.text());
    assert.equal((csv.headers()['content-type'] ?? '').split(';')[0].trim(), 'text/csv');
    assert.ok(csvHeader(await csv.body()).length > 1, 'the CSV names its columns');

    // A learner of the list leads to their account.
    await page.getByRole('tab', { name: 'Clearance list', exact: true }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: `${learner.first} ${learner.last}`, exact: true }));
    assert.equal(new URL(page.url()).pathname, `/admin/fees/accounts/${studentID}`);
  }

  test('desktop: a schedule set, one learner assessed, a cash payment received and its receipt voided', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { viewport: DESKTOP });
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Fees', 'Fee schedules');
      await expectVisible(page.getByRole('heading', { name: 'Fee schedules', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin/fees/schedules');
      await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
      await choose(page, 'Level', 'Grade 7');
      const schedule = page.getByRole('form', { name: 'Fee schedule of Grade 7', exact: true });
      // The demo gives Grade 7 a schedule: its lines go first, so the learners' fees are the test's.
      await expectVisible(schedule.getByRole('textbox', { name: 'Name of fee item 1', exact: true }));
      const removeItem = schedule.getByRole('button', { name: 'Remove fee item 1', exact: true });
      while ((await removeItem.count()) > 0) await removeItem.click();
      const removePlan = schedule.getByRole('button', { name: 'Remove payment plan 1', exact: true });
      while ((await removePlan.count()) > 0) await removePlan.click();
      await expectVisible(schedule.getByText("No fee items yet: add the first with 'Add fee item'.", { exact: true }));

      for (const [index, item] of ITEMS.entries()) {
        await schedule.getByRole('button', { name: 'Add fee item', exact: true }).click();
        const n = index + 1;
        await schedule.getByRole('textbox', { name: `Name of fee item ${n}`, exact: true }).fill(item.name);
        await choose(page, `Kind of fee item ${n}`, item.kind, schedule);
        await schedule.getByRole('textbox', { name: `Amount of fee item ${n}`, exact: true }).fill(item.amount);
      }
      await schedule.getByRole('button', { name: 'Add payment plan', exact: true }).click();
      const full = schedule.getByRole('group', { name: 'Payment plan 1', exact: true });
      await full.getByRole('textbox', { name: 'Name', exact: true }).fill('Full payment');
      await full.getByLabel('Due date 1', { exact: true }).fill(fullDue);
      await schedule.getByRole('button', { name: 'Add payment plan', exact: true }).click();
      const quarterly = schedule.getByRole('group', { name: 'Payment plan 2', exact: true });
      await quarterly.getByRole('textbox', { name: 'Name', exact: true }).fill('Quarterly');
      await choose(page, 'Kind', 'Quarterly', quarterly);
      for (const [index, date] of quarterlyDue.entries()) {
        await quarterly.getByLabel(`Due date ${index + 1}`, { exact: true }).fill(date);
      }
      await quarterly.getByRole('textbox', { name: 'Installment charge', exact: true }).fill('200');
      await expectWellMade(page, 'Fee schedules');
      await schedule.getByRole('button', { name: 'Save schedule', exact: true }).click();
      await expectVisible(page.getByText('The fee schedule of Grade 7 is saved.', { exact: true }));
      await expectValue(schedule.getByRole('textbox', { name: 'Amount of fee item 2', exact: true }), '3500.50');

      const saved = await admin.get(`/api/fees/schedule?schoolYearID=${currentYear._id}&levelID=${grade7._id}`);
      assert.deepEqual(
        saved.items.map(({ name, kind, amountCentavos, mandatory }) => ({ name, kind, amountCentavos, mandatory })),
        [
          { name: 'Tuition', kind: 'tuition', amountCentavos: 1500000, mandatory: true },
          { name: 'Miscellaneous fees', kind: 'miscellaneous', amountCentavos: 350050, mandatory: true },
        ],
      );
      assert.deepEqual(
        saved.plans.map(({ name, kind, dueDates, chargeCentavos }) => ({ name, kind, dueDates, chargeCentavos })),
        [
          { name: 'Full payment', kind: 'full', dueDates: [fullDue], chargeCentavos: 0 },
          { name: 'Quarterly', kind: 'quarterly', dueDates: quarterlyDue, chargeCentavos: 20000 },
        ],
      );

      await openAdminView(page, 'Fees', 'Assess fees');
      assert.equal(new URL(page.url()).pathname, '/admin/fees/assess');
      await assessOne(page, LEARNERS.desktop);

      await openAdminView(page, 'Fees', 'Learner accounts');
      await expectVisible(page.getByRole('heading', { name: 'Learner accounts', exact: true }));
      await page.getByRole('textbox', { name: 'Search learners', exact: true }).fill(LEARNERS.desktop.lrn);
      await page.getByRole('button').filter({ hasText: `${LEARNERS.desktop.first} ${LEARNERS.desktop.last}` }).click();
      // The account has an address of its own.
      await expectVisible(page.getByRole('region', { name: 'Balance', exact: true }));
      assert.equal(new URL(page.url()).pathname, `/admin/fees/accounts/${studentIDs.desktop}`);
      await payAndVoid(page, context, LEARNERS.desktop, studentIDs.desktop);

      await openAdminView(page, 'Fees', 'Fee reports');
      await checkReports(page, LEARNERS.desktop, studentIDs.desktop);
      await payForItems(page, context, LEARNERS.desktop, studentIDs.desktop);
    } finally {
      await context.close();
    }
  });

  test('phone: the schedule shown as saved, a learner assessed, paid for and the receipt voided, at its address', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { viewport: PHONE });
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));

      await page.goto('/admin/fees/schedules');
      await expectVisible(page.getByRole('heading', { name: 'Fee schedules', exact: true }));
      await choose(page, 'Level', 'Grade 7');
      const schedule = page.getByRole('form', { name: 'Fee schedule of Grade 7', exact: true });
      for (const [index, item] of ITEMS.entries()) {
        await expectValue(schedule.getByRole('textbox', { name: `Name of fee item ${index + 1}`, exact: true }), item.name);
        await expectValue(schedule.getByRole('textbox', { name: `Amount of fee item ${index + 1}`, exact: true }), item.shown ?? `${item.amount}.00`);
      }
      await expectValue(schedule.getByRole('group', { name: 'Payment plan 2', exact: true }).getByLabel('Due date 4', { exact: true }), quarterlyDue[3]);
      await expectWellMade(page, 'Fee schedules on a phone');

      await page.goto('/admin/fees/assess');
      await assessOne(page, LEARNERS.phone);

      await page.goto(`/admin/fees/accounts/${studentIDs.phone}`);
      await expectVisible(page.getByRole('heading', { name: 'Learner accounts', exact: true }));
      await payAndVoid(page, context, LEARNERS.phone, studentIDs.phone);

      await page.goto('/admin/fees/reports');
      await checkReports(page, LEARNERS.phone, studentIDs.phone);
      await payForItems(page, context, LEARNERS.phone, studentIDs.phone);
    } finally {
      await context.close();
    }
  });

  test("desktop: 'My collections' shows the day's cash and closes the day with the cash counted", async () => {
    // One more cash payment, kept, so the day has cash to count.
    await admin.post('/api/fees/payments', { studentID: studentIDs.desktop, schoolYearID: currentYear._id, amountCentavos: 123450, method: 'cash' });
    const today = localToday();
    const before = await admin.get(`/api/fees/my-day?day=${today}`);
    assert.equal(before.closed, false);
    const cash = before.byMethod.find((one) => one.method === 'cash');
    assert.ok(cash.amountCentavos >= 123450, `the payment is in the day's cash (${cash.amountCentavos})`);

    const { context, page } = await openPage(browser, server.baseUrl, '/admin', { viewport: DESKTOP });
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      await openAdminView(page, 'Fees', 'My collections');
      await expectVisible(page.getByRole('heading', { name: 'My collections', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin/fees/my-day');
      await expectValue(page.getByLabel('Day', { exact: true }), today);
      const table = page.getByRole('table', { name: 'Collections by method', exact: true });
      const cashRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cash', exact: true }) });
      await expectVisible(cashRow.getByText(pesos(cash.amountCentavos), { exact: true }));
      const totalRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
      await expectVisible(totalRow.getByText(pesos(before.totalCentavos), { exact: true }));
      await expectVisible(page.getByText(`${before.voided} voided`, { exact: true }));
      await expectWellMade(page, 'My collections');

      const closing = page.getByRole('form', { name: 'Close the day', exact: true });
      // Counted ₱10.00 short.
      const counted = cash.amountCentavos - 1000;
      await closing.getByRole('textbox', { name: 'Cash counted', exact: true }).fill((counted / 100).toFixed(2));
      await closing.getByRole('button', { name: 'Close the day', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /^Close your collections of / });
      await expectVisible(dialog);
      await dialog.getByRole('button', { name: 'Close the day', exact: true }).click();
      await expectHidden(dialog);
      await expectVisible(page.getByText('Closed', { exact: true }));
      await expectVisible(page.getByText(pesos(counted), { exact: true }));
      await expectVisible(page.getByText('-₱10.00 short', { exact: true }));
      await expectHidden(closing);
      await expectWellMade(page, 'My collections, closed');

      const after = await admin.get(`/api/fees/my-day?day=${today}`);
      assert.equal(after.closed, true);
      assert.equal(after.countedCashCentavos, counted);
      assert.equal(after.differenceCentavos, -1000);
    } finally {
      await context.close();
    }

    // On a phone, the closed day as it was left.
    const phone = await openPage(browser, server.baseUrl, '/admin', { viewport: PHONE });
    try {
      await signIn(phone.page, ADMIN);
      await expectVisible(phone.page.getByRole('heading', { name: 'Today at school', exact: true }));
      await phone.page.goto('/admin/fees/my-day');
      await expectVisible(phone.page.getByRole('heading', { name: 'My collections', exact: true }));
      await expectVisible(phone.page.getByText('-₱10.00 short', { exact: true }));
      await expectWellMade(phone.page, 'My collections on a phone');
    } finally {
      await phone.context.close();
    }
  });
});
