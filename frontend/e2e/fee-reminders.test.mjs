// Fee settings and reminders against the real binary and the demo school, at a 1366×900 desktop
// and a 390×844 phone. Each size has a learner of its own in Grade 7 - Rizal with a guardian of
// their own, on a semestral plan added to the demo's Grade 7 schedule whose first installment
// fell due five days ago and whose second falls due in two days, assessed as its test starts
// and unpaid. With the school's settings as they start (students not shown their fees), the
// student has no 'Fees' in their menu and its address says why. The administrator, in Fees ›
// Fee settings, turns on 'Show students their fees', sets 3 days before a due date and saves,
// then presses 'Send reminders now' and reads how many went out. The guardian sees both
// reminders (due soon and overdue) under 'Reminders sent' on their child's Fees, and as
// notifications in the bell whose link opens that screen; the student now has 'Fees' in the
// menu with their balance, and the statement of account as a PDF of their own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, demoGrade7, signedInApi } from './admin-api.mjs';
import { expectChecked, expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { addDays, expectWellMade, localToday, pesos } from './fees-common.mjs';
import { assertPdf, shortDate } from './downloads.mjs';
import { DESKTOP, PHONE } from './layout.mjs';
import { ADMIN, startServer } from './server.mjs';

/** The settings the school starts each size's test from: as a new school has them. */
const DEFAULT_SETTINGS = { studentsSeeFees: false, remindDaysBefore: 7, remindOverdue: true };
const NOT_SHOWN = 'Your school does not show fees in the student portal.';
const PLAN_NAME = 'Semestral (reminders)';

/** Each size's viewport, learner and guardian (their own passwords set before the test). */
const SIZES = {
  desktop: {
    viewport: DESKTOP,
    learner: { first: 'Liwayway', last: 'Santos', lrn: '136514120081', password: 'liwayway-own-pass-1' },
    guardian: { first: 'Rosario', last: 'Santos', email: 'rosario.santos@e2e.lyceum.test', password: 'rosario-own-pass-1' },
  },
  phone: {
    viewport: PHONE,
    learner: { first: 'Amihan', last: 'Reyes', lrn: '136514120082', password: 'amihan-own-pass-1' },
    guardian: { first: 'Corazon', last: 'Reyes', email: 'corazon.reyes@e2e.lyceum.test', password: 'corazon-own-pass-1' },
  },
};

const STARTING_PASSWORD = 'Lyceum@2023';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-12-08` as a reminder writes it: `8 December 2026`. */
function writtenDay(ymd) {
  const [year, month, day] = ymd.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The settings this test changes, of what `GET /api/fees/settings` answers (which may hold more). */
async function shownSettings(admin) {
  const { studentsSeeFees, remindDaysBefore, remindOverdue } = await admin.get('/api/fees/settings');
  return { studentsSeeFees, remindDaysBefore, remindOverdue };
}

/** The portal's side menu, opened first on a phone (where it sits behind its button). */
async function portalMenu(page, name) {
  const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
  if (await burger.isVisible()) await burger.click();
  const menu = page.getByRole('navigation', { name, exact: true });
  await expectVisible(menu.getByRole('button', { name: 'Sign Out', exact: true }));
  return menu;
}

describe('fee settings and reminders', () => {
  let server;
  let browser;
  let admin;
  let currentYear;
  /** The added plan's two due dates: one passed, one to come within three days. */
  let overdueOn;
  let dueSoonOn;
  /** Each size's learner's id. */
  const studentIDs = {};

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await adminApi(server.baseUrl);
    const found = await demoGrade7(admin);
    ({ currentYear } = found);
    const { jhs, grade7, rizal } = found;

    // A semestral plan added to the demo's Grade 7 schedule, its lines kept as they are.
    const today = localToday();
    overdueOn = addDays(today, -5);
    dueSoonOn = addDays(today, 2);
    assert.ok(currentYear.firstDay <= overdueOn && dueSoonOn <= currentYear.lastDay, `${overdueOn} and ${dueSoonOn} fall in the current school year`);
    const schedule = await admin.get(`/api/fees/schedule?schoolYearID=${currentYear._id}&levelID=${grade7._id}`);
    const saved = await admin.put('/api/fees/schedule', {
      schoolYearID: currentYear._id,
      levelID: grade7._id,
      items: schedule.items.map(({ _id, name, kind, amountCentavos, mandatory }) => ({ _id, name, kind, amountCentavos, mandatory })),
      plans: [
        ...schedule.plans.map(({ _id, name, kind, dueDates, chargeCentavos }) => ({ _id, name, kind, dueDates, chargeCentavos })),
        { name: PLAN_NAME, kind: 'semestral', dueDates: [overdueOn, dueSoonOn], chargeCentavos: 0 },
      ],
    });
    const plan = saved.plans.find((one) => one.name === PLAN_NAME);

    for (const [size, { learner, guardian }] of Object.entries(SIZES)) {
      const email = `${learner.first.toLowerCase()}.${learner.last.toLowerCase()}@e2e.lyceum.test`;
      const created = await admin.post('/api/admins/create-student', {
        first_name: learner.first,
        last_name: learner.last,
        email,
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
      learner.email = email;
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
      // On the added plan (assessed by the size's own test).
      await admin.put('/api/fees/account', { studentID: created._id, schoolYearID: currentYear._id, planID: plan._id, discountIDs: [], optionalItemIDs: [] });
      // Both sign in on passwords of their own, so the browser lands on their portal.
      for (const [role, who] of [['student', { email, password: learner.password }], ['guardian', guardian]]) {
        const starting = await signedInApi(server.baseUrl, role, { email: who.email, password: STARTING_PASSWORD });
        await starting.post('/api/password', { current_password: STARTING_PASSWORD, new_password: who.password });
      }
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [size, { viewport, learner, guardian }] of Object.entries(SIZES)) {
    test(`${size}: the administrator shows students their fees and sends the reminders; the guardian and the student see them`, async () => {
      await admin.put('/api/fees/settings', DEFAULT_SETTINGS);
      const studentID = studentIDs[size];
      const name = `${learner.first} ${learner.last}`;
      // Assessed now, nothing paid: the reminders sent in the other size's test left this learner
      // out (a reminder goes about every learner with something to pay).
      const assessed = await admin.post('/api/fees/assess', { schoolYearID: currentYear._id, studentID, confirm: true });
      assert.equal(assessed.assessed, 1, JSON.stringify(assessed));
      const account = await admin.get(`/api/fees/account?studentID=${studentID}&schoolYearID=${currentYear._id}`);
      assert.deepEqual(
        account.installments.map(({ dueOn, status }) => [dueOn, status]),
        [
          [overdueOn, 'overdue'],
          [dueSoonOn, 'upcoming'],
        ],
      );

      // The student while the school does not show students their fees: no 'Fees', and its address says why.
      const student = await openPage(browser, server.baseUrl, '/student', { viewport });
      try {
        const settingsRead = student.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fees/settings');
        await signIn(student.page, { email: learner.email, password: learner.password });
        await expectVisible(student.page.getByRole('heading', { name: 'News and announcements', exact: true }));
        assert.equal((await settingsRead).status(), 200);
        const menu = await portalMenu(student.page, 'Student menu');
        await expectVisible(menu.getByRole('button', { name: 'Grades', exact: true }));
        assert.equal(await menu.getByRole('button', { name: 'Fees', exact: true }).count(), 0, "no 'Fees' while the school does not show them");
        await student.page.goto('/student/fees');
        await expectVisible(student.page.getByRole('heading', { name: 'Fees', exact: true }));
        await expectVisible(student.page.getByText(NOT_SHOWN, { exact: true }));
        assert.equal(await student.page.getByRole('region', { name: 'Balance', exact: true }).count(), 0);
        await expectWellMade(student.page, `student: Fees not shown (${size})`);
      } finally {
        await student.context.close();
      }

      // The administrator: Fees › Fee settings.
      const staff = await openPage(browser, server.baseUrl, '/admin', { viewport });
      let sent;
      try {
        const { page } = staff;
        await signIn(page, ADMIN);
        await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
        const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
        if (await burger.isVisible()) await burger.click();
        await openAdminView(page, 'Fees', 'Fee settings');
        await expectVisible(page.getByRole('heading', { name: 'Fee settings', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/admin/fees/settings');

        const form = page.getByRole('form', { name: 'Fee settings', exact: true });
        const showStudents = form.getByRole('switch', { name: 'Show students their fees' });
        const days = form.getByRole('spinbutton', { name: 'Remind guardians this many days before a due date', exact: true });
        const overdue = form.getByRole('switch', { name: 'Remind guardians when an installment is overdue' });
        await expectChecked(showStudents, false);
        assert.equal(await days.inputValue(), '7');
        await expectChecked(overdue, true);
        await expectWellMade(page, `Fee settings (${size})`);

        // A number of days the server refuses is said beside the field, before anything is sent.
        await days.fill('61');
        await form.getByRole('button', { name: 'Save settings', exact: true }).click();
        await expectVisible(form.getByText('Enter a whole number of days from 0 to 60.', { exact: true }));
        assert.equal(await days.getAttribute('aria-invalid'), 'true');
        assert.deepEqual(await shownSettings(admin), DEFAULT_SETTINGS);

        await showStudents.check();
        await days.fill('3');
        await form.getByRole('button', { name: 'Save settings', exact: true }).click();
        await expectVisible(page.getByText('Fee settings saved.', { exact: true }));
        await expectHidden(form.getByText('Enter a whole number of days from 0 to 60.', { exact: true }));
        assert.deepEqual(await shownSettings(admin), { studentsSeeFees: true, remindDaysBefore: 3, remindOverdue: true });

        const reminders = page.getByRole('region', { name: 'Reminders', exact: true });
        const [answer] = await Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fees/send-reminders'),
          reminders.getByRole('button', { name: 'Send reminders now', exact: true }).click(),
        ]);
        assert.equal(answer.status(), 200);
        ({ sent } = await answer.json());
        const said = sent === 0 ? 'No reminders were due.' : `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent.`;
        await expectVisible(reminders.getByText(said, { exact: true }));
        await expectWellMade(page, `Fee settings, reminders sent (${size})`);
      } finally {
        await staff.context.close();
      }

      // What the server sent the guardian: both installments, the overdue one and the one due in two days.
      const guardianApi = await signedInApi(server.baseUrl, 'guardian', guardian);
      const { reminders } = await guardianApi.get(`/api/fees/child-reminders?studentID=${studentID}`);
      assert.deepEqual(reminders.map(({ kind, dueOn }) => [kind, dueOn]).sort(), [
        ['overdue', overdueOn],
        ['upcoming', dueSoonOn],
      ]);
      // Sent on the press: the server's own round runs as it starts, before these learners were
      // assessed, and then only hourly.
      assert.ok(sent >= 2, `sent ${sent}, this learner's two among them`);

      // The guardian: the reminders as notifications, whose link opens the child's Fees with 'Reminders sent'.
      const family = await openPage(browser, server.baseUrl, '/guardian', { viewport });
      try {
        const { page } = family;
        await signIn(page, guardian);
        await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
        await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
        const panel = page.getByRole('dialog', { name: 'Notifications', exact: true });
        const byTitle = (title) => panel.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
        const overdueReminder = reminders.find((one) => one.kind === 'overdue');
        const dueSoonReminder = reminders.find((one) => one.kind === 'upcoming');
        const overdueItem = byTitle(`${pesos(overdueReminder.amountCentavos)} overdue since ${writtenDay(overdueOn)} for ${name}`);
        const dueSoonItem = byTitle(`${pesos(dueSoonReminder.amountCentavos)} due on ${writtenDay(dueSoonOn)} for ${name}`);
        await expectVisible(overdueItem);
        await expectVisible(dueSoonItem);
        await expectVisible(dueSoonItem.getByText(`School fees, ${currentYear.name}: the installment due ${writtenDay(dueSoonOn)}.`, { exact: true }));
        const open = dueSoonItem.getByRole('link', { name: 'Open', exact: true });
        assert.equal(await open.getAttribute('href'), `/guardian/fees?child=${studentID}`);
        await open.click();

        await expectVisible(page.getByRole('heading', { name: 'Fees', exact: true }));
        const address = new URL(page.url());
        assert.equal(address.pathname, '/guardian/fees');
        assert.equal(address.searchParams.get('child'), studentID);
        const sentTable = page.getByRole('region', { name: 'Reminders sent', exact: true }).getByRole('table', { name: 'Reminders sent', exact: true });
        for (const [reminder, label] of [
          [overdueReminder, 'Overdue'],
          [dueSoonReminder, 'Due soon'],
        ]) {
          const row = sentTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shortDate(reminder.dueOn), exact: true }) });
          await expectVisible(row.getByText(label, { exact: true }));
          await expectVisible(row.getByText(pesos(reminder.amountCentavos), { exact: true }));
        }
        await expectWellMade(page, `guardian: Fees with the reminders sent (${size})`);
      } finally {
        await family.context.close();
      }

      // The student, now that the school shows them: 'Fees' in the menu, their balance and statement.
      const own = await guardianApi.get(`/api/fees/child?studentID=${studentID}`);
      const again = await openPage(browser, server.baseUrl, '/student', { viewport });
      try {
        const { page } = again;
        await signIn(page, { email: learner.email, password: learner.password });
        await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
        const menu = await portalMenu(page, 'Student menu');
        await menu.getByRole('button', { name: 'Fees', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Fees', exact: true }));
        assert.equal(new URL(page.url()).pathname, '/student/fees');
        await expectVisible(page.getByRole('region', { name: 'Balance', exact: true }).getByText(pesos(own.balanceCentavos), { exact: true }));
        const installments = page.getByRole('table', { name: 'Installments', exact: true });
        const overdueRow = installments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shortDate(overdueOn), exact: true }) });
        await expectVisible(overdueRow.getByText('Overdue', { exact: true }));
        assert.equal(await page.getByRole('region', { name: 'Reminders sent', exact: true }).count(), 0, 'the reminders are the guardian’s');

        const statement = new URL(await page.getByRole('link', { name: 'Statement of account (PDF)', exact: true }).getAttribute('href'), server.baseUrl);
        assert.equal(statement.pathname, '/api/fees/own-statement');
        assert.equal(statement.searchParams.get('studentID'), studentID);
        const pdf = await page.request.get(statement.pathname + statement.search);
        assert.equal(pdf.status(), 200, await pdf.text());
        assert.equal(pdf.headers()['content-type'], 'application/pdf');
        assertPdf(await pdf.body());
        await expectWellMade(page, `student: Fees (${size})`);
      } finally {
        await again.context.close();
      }
    });
  }
});
