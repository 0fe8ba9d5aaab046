// Online payment against the real binary, the demo school and a local stand-in of PayMongo
// (paymongo-stand-in.mjs), at a 1366×900 desktop and a 390×844 phone. Each size has a learner
// of its own in Grade 7 - Rizal with a guardian of their own, on a semestral plan added to the
// demo's Grade 7 schedule whose first installment fell due five days ago, assessed and unpaid.
// With the school not taking payments online, the guardian's 'Pay online' says so in place.
// The administrator, in Fees › Fee settings, turns on 'Take payments online' and saves; the
// guardian presses 'Pay online' on their child's Fees, lands on the provider's page for what is
// due, pays with GCash and comes back to Fees: the payment confirmed, its receipt listed and the
// balance lower, the provider's one webhook answered 200 with a receipt by 'Online payment'.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, demoGrade7, signedInApi } from './admin-api.mjs';
import { expectChecked, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { addDays, expectWellMade, localToday, pesos } from './fees-common.mjs';
import { DESKTOP, PHONE } from './layout.mjs';
import { startPayMongo } from './paymongo-stand-in.mjs';
import { ADMIN, startServer } from './server.mjs';

const PLAN_NAME = 'Semestral (online payment)';
const NOT_TAKEN = 'Your school does not take payments online.';
const BEING_CONFIRMED = 'Thank you: your payment is being confirmed. Your receipt appears here once the provider confirms it.';
const RECEIVED = 'Payment received.';
const STARTING_PASSWORD = 'Lyceum@2023';

/** Each size's viewport, learner and guardian (their own passwords set before the test). */
const SIZES = {
  desktop: {
    viewport: DESKTOP,
    learner: { first: 'Dalisay', last: 'Ramos', lrn: '136514120091' },
    guardian: { first: 'Teresita', last: 'Ramos', email: 'teresita.ramos@e2e.lyceum.test', password: 'teresita-own-pass-1' },
  },
  phone: {
    viewport: PHONE,
    learner: { first: 'Malaya', last: 'Garcia', lrn: '136514120092' },
    guardian: { first: 'Lorna', last: 'Garcia', email: 'lorna.garcia@e2e.lyceum.test', password: 'lorna-own-pass-1' },
  },
};

/** The guardian signed in and on their child's Fees, opened from the menu (behind its button on a phone). */
async function openChildFees(page, guardian, studentID) {
  await signIn(page, guardian);
  await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
  const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('navigation', { name: 'Guardian menu' }).getByRole('button', { name: 'Fees', exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: 'Fees', exact: true }));
  const address = new URL(page.url());
  assert.equal(address.pathname, '/guardian/fees');
  assert.equal(address.searchParams.get('child'), studentID);
}

describe('online payment', () => {
  let standIn;
  let server;
  let browser;
  let admin;
  let currentYear;
  /** Each size's learner's id. */
  const studentIDs = {};

  before(async () => {
    standIn = await startPayMongo();
    server = await startServer({ env: standIn.env });
    standIn.webhookTo(server.baseUrl);
    browser = await launchBrowser();
    admin = await adminApi(server.baseUrl);
    const found = await demoGrade7(admin);
    ({ currentYear } = found);
    const { jhs, grade7, rizal } = found;

    // A semestral plan added to the demo's Grade 7 schedule: its first half fell due five days ago.
    const today = localToday();
    const dueDates = [addDays(today, -5), addDays(today, 60)];
    assert.ok(currentYear.firstDay <= dueDates[0], `${dueDates[0]} falls in the current school year`);
    const schedule = await admin.get(`/api/fees/schedule?schoolYearID=${currentYear._id}&levelID=${grade7._id}`);
    const saved = await admin.put('/api/fees/schedule', {
      schoolYearID: currentYear._id,
      levelID: grade7._id,
      items: schedule.items.map(({ _id, name, kind, amountCentavos, mandatory }) => ({ _id, name, kind, amountCentavos, mandatory })),
      plans: [
        ...schedule.plans.map(({ _id, name, kind, dueDates: due, chargeCentavos }) => ({ _id, name, kind, dueDates: due, chargeCentavos })),
        { name: PLAN_NAME, kind: 'semestral', dueDates, chargeCentavos: 0 },
      ],
    });
    const plan = saved.plans.find((one) => one.name === PLAN_NAME);

    for (const [size, { learner, guardian }] of Object.entries(SIZES)) {
      const created = await admin.post('/api/admins/create-student', {
        first_name: learner.first,
        last_name: learner.last,
        email: `${learner.first.toLowerCase()}.${learner.last.toLowerCase()}@e2e.lyceum.test`,
        address: '12 Kalaw Street, Manila',
        password: STARTING_PASSWORD,
        birthdate: '2013-05-14',
        parent_fName: guardian.first,
        parent_lName: guardian.last,
        relationship: 'Mother',
        lrn: learner.lrn,
        sex: 'F',
        categoryID: jhs._id,
        levelID: grade7._id,
        sectionID: rizal.sectionID,
      });
      studentIDs[size] = created._id;
      await admin.post('/api/admins/create-guardian', {
        first_name: guardian.first,
        middle_name: '',
        last_name: guardian.last,
        email: guardian.email,
        phone: '',
        relationship: 'Mother',
        image: null,
        studentIDs: [created._id],
      });
      await admin.put('/api/fees/account', { studentID: created._id, schoolYearID: currentYear._id, planID: plan._id, discountIDs: [], optionalItemIDs: [] });
      const assessed = await admin.post('/api/fees/assess', { schoolYearID: currentYear._id, studentID: created._id, confirm: true });
      assert.equal(assessed.assessed, 1, JSON.stringify(assessed));
      // The guardian signs in on a password of their own, so the browser lands on their portal.
      const starting = await signedInApi(server.baseUrl, 'guardian', { email: guardian.email, password: STARTING_PASSWORD });
      await starting.post('/api/password', { current_password: STARTING_PASSWORD, new_password: guardian.password });
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.stop();
  });

  for (const [size, { viewport, guardian }] of Object.entries(SIZES)) {
    test(`${size}: refused while the school does not take payments online; once on, the guardian pays at the provider and sees the receipt`, async () => {
      const studentID = studentIDs[size];
      const settings = await admin.get('/api/fees/settings');
      await admin.put('/api/fees/settings', { ...settings, onlinePayments: false });
      const guardianApi = await signedInApi(server.baseUrl, 'guardian', guardian);
      const before = await guardianApi.get(`/api/fees/child?studentID=${studentID}`);
      assert.ok(before.nextDue, `an installment is due: ${JSON.stringify(before.installments)}`);

      // The setting off: 'Pay online' says why in place, and the browser stays.
      const refused = await openPage(browser, server.baseUrl, '/guardian', { viewport });
      try {
        const { page } = refused;
        await openChildFees(page, guardian, studentID);
        const nextDue = page.getByRole('region', { name: 'Next due', exact: true });
        await expectVisible(nextDue.getByText(pesos(before.nextDue.amountCentavos), { exact: true }));
        const [answer] = await Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fees/checkout'),
          nextDue.getByRole('button', { name: 'Pay online', exact: true }).click(),
        ]);
        assert.equal(answer.status(), 409);
        await expectVisible(nextDue.getByRole('alert').getByText(NOT_TAKEN, { exact: true }));
        assert.equal(new URL(page.url()).pathname, '/guardian/fees');
        await expectWellMade(page, `guardian: Fees, online payment refused (${size})`);
      } finally {
        await refused.context.close();
      }
      assert.equal(standIn.sessions.size, Object.keys(studentIDs).indexOf(size), 'no checkout made while the setting is off');

      // The administrator turns on 'Take payments online' in Fees › Fee settings.
      const staff = await openPage(browser, server.baseUrl, '/admin', { viewport });
      try {
        const { page } = staff;
        await signIn(page, ADMIN);
        await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
        const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
        if (await burger.isVisible()) await burger.click();
        await openAdminView(page, 'Fees', 'Fee settings');
        await expectVisible(page.getByRole('heading', { name: 'Fee settings', exact: true }));
        const form = page.getByRole('form', { name: 'Fee settings', exact: true });
        const online = form.getByRole('switch', { name: 'Take payments online (GCash, Maya, cards)' });
        await expectChecked(online, false);
        await online.check();
        await form.getByRole('button', { name: 'Save settings', exact: true }).click();
        await expectVisible(page.getByText('Fee settings saved.', { exact: true }));
        await expectWellMade(page, `Fee settings, online payments on (${size})`);
      } finally {
        await staff.context.close();
      }
      assert.deepEqual(await admin.get('/api/fees/settings'), { ...settings, onlinePayments: true });

      // The guardian pays at the provider and comes back to Fees.
      const webhooksBefore = standIn.webhooks.length;
      const family = await openPage(browser, server.baseUrl, '/guardian', { viewport });
      try {
        const { page } = family;
        await openChildFees(page, guardian, studentID);
        const nextDue = page.getByRole('region', { name: 'Next due', exact: true });
        await nextDue.getByRole('button', { name: 'Pay online', exact: true }).click();

        await page.waitForURL((url) => url.pathname.startsWith('/checkout/cs_test_'));
        await expectVisible(page.getByRole('heading', { name: `Pay ${pesos(before.nextDue.amountCentavos)}`, exact: true }));
        await page.getByRole('button', { name: 'Pay with GCash', exact: true }).click();

        await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/guardian/fees');
        await expectVisible(page.getByRole('heading', { name: 'Fees', exact: true }));
        assert.equal(new URL(page.url()).searchParams.get('child'), studentID);
        await expectVisible(page.getByRole('status').getByText(RECEIVED, { exact: true }));
        assert.equal(await page.getByText(BEING_CONFIRMED, { exact: true }).count(), 0);
        // Received: `paid` is gone from the address, so a reload says nothing of it.
        assert.equal(new URL(page.url()).searchParams.get('paid'), null);

        const webhooks = standIn.webhooks.slice(webhooksBefore);
        assert.equal(webhooks.length, 1, JSON.stringify(webhooks));
        assert.equal(webhooks[0].status, 200, JSON.stringify(webhooks[0].answer));
        // The webhook answers the number of the receipt it posted.
        const { receipt: number } = webhooks[0].answer;
        const posted = (await guardianApi.get(`/api/fees/child?studentID=${studentID}`)).receipts.find((one) => one.number === number);
        assert.ok(posted, `receipt ${number} is on the account`);
        assert.equal(posted.cashier, 'Online payment');
        assert.equal(posted.amountCentavos, before.nextDue.amountCentavos);
        assert.equal(posted.method, 'e-wallet');

        const receiptRow = page
          .getByRole('table', { name: 'Receipts', exact: true })
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: String(posted.number).padStart(6, '0'), exact: true }) });
        await expectVisible(receiptRow.getByText(pesos(posted.amountCentavos), { exact: true }));
        await expectVisible(receiptRow.getByText('E-wallet', { exact: true }));
        const balance = page.getByRole('region', { name: 'Balance', exact: true });
        await expectVisible(balance.getByText(pesos(before.balanceCentavos - posted.amountCentavos), { exact: true }));
        await expectWellMade(page, `guardian: Fees, paid online (${size})`);
      } finally {
        await family.context.close();
      }
      const afterwards = await guardianApi.get(`/api/fees/child?studentID=${studentID}`);
      assert.equal(afterwards.balanceCentavos, before.balanceCentavos - before.nextDue.amountCentavos);
      assert.equal(afterwards.receipts.length, before.receipts.length + 1);
    });
  }
});
