// Transfers and drop-outs against the real binary, from a student's record on the Students
// screen: a transfer out on a day already past (a day before the learner enrolled refused beside
// the date first) archives the learner at once, the receiving school's SF10 and SF9 download as
// PDFs, the history reads it and 'Show archived' lists them with their SF10; a drop-out with
// DepEd's reason code; and a transfer in with the general average brought.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { PDF, assertPdf, downloadFrom, shortDate } from './downloads.mjs';
import { ADMIN, startServer } from './server.mjs';

const RECEIVING_SCHOOL = 'St. Paul School';
const PREVIOUS_SCHOOL = 'Rizal Elementary';

/** Today as the server counts days (UTC), `YYYY-MM-DD`. */
const today = () => new Date().toISOString().slice(0, 10);

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

/** Finds the learner on View all students by their email and opens their record. */
async function openRecord(page, learner) {
  await openAdminView(page, 'Students', 'View all students');
  await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));
  await page.getByRole('textbox', { name: 'Search students', exact: true }).fill(learner.email);
  const row = page.getByRole('row').filter({ hasText: learner.email });
  await row.getByRole('button', { name: 'View Details', exact: true }).click();
  const record = page.getByRole('dialog', { name: 'Student details' });
  await expectVisible(record.getByText(learner.full_name, { exact: true }));
  await expectVisible(record.getByRole('heading', { name: 'Transfers', exact: true }));
  return record;
}

/**
 * Presses the record's `button` and answers the dialog `name` it opens. Once, on a loaded
 * machine, the 'Drop-out' dialog never came after the click (the record's guardian section,
 * loaded after the rest, may have moved the button as it was clicked): when the dialog does
 * not show, the button is pressed again.
 */
async function openTransferDialog(page, record, button, name) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  const press = record.getByRole('button', { name: button, exact: true });
  await press.click();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dialog.waitFor({ state: 'visible', timeout: 5_000 });
      return dialog;
    } catch (error) {
      if (attempt === 3) throw error;
    }
    // A dialog that opened meanwhile covers the button: this click then gives up, and the wait
    // above finds the dialog.
    await press.click({ timeout: 2_000 }).catch(() => {});
  }
}

/** Chooses `option` of a Mantine select named `name` inside `scope`. */
async function choose(page, scope, name, option) {
  await scope.getByRole('textbox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin: transfers and drop-outs', () => {
  let server;
  let browser;
  let currentYear;
  /** The demo learners enrolled in the current year, each with that enrolment: one per test. */
  let learners;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await adminApi(server.baseUrl);
    const { years } = await admin.get('/api/admins/school-years');
    currentYear = years.find((year) => year.current);
    assert.ok(currentYear, JSON.stringify(years));
    const { students } = await admin.get('/api/admins/get-students?page=1&pageSize=10');
    learners = [];
    for (const student of students) {
      const enrolments = await admin.get(`/api/admins/get-enrolments?studentID=${student._id}`);
      // Still at school this year: enrolled, or come in by transfer (the demo has one such).
      const enrolment = enrolments.find(
        (one) => one.schoolYearID === currentYear._id && ['enrolled', 'transferred_in'].includes(one.status),
      );
      if (enrolment) learners.push({ ...student, enrolment });
    }
    assert.ok(learners.length >= 3, `three demo learners enrolled this year: ${JSON.stringify(students.map((s) => s.email))}`);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a transfer out on a past day archives the learner, with their SF10 and SF9 for the receiving school', async () => {
    const leaver = learners[0];
    // The day they enrolled: the earliest the server takes, and past unless the year has just begun.
    const leaving = leaver.enrolment.enrolledOn;
    const archivedAtOnce = leaving < today();
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      const record = await openRecord(page, leaver);
      const dialog = await openTransferDialog(page, record, 'Transfer out', 'Transfer out');
      // The label's asterisk (a required field) is part of its text here.
      const date = dialog.getByLabel(/^Date leaving/);
      await expectVisible(date);

      // A day before the learner enrolled: the server's refusal shows beside the date.
      await date.fill('2000-01-03');
      await dialog.getByRole('textbox', { name: 'Receiving school', exact: true }).fill(RECEIVING_SCHOOL);
      await dialog.getByRole('button', { name: 'Record transfer out', exact: true }).click();
      await dialogs.waitForDialog(
        `Record that ${leaver.full_name} transfers out to ${RECEIVING_SCHOOL} on 1/3/2000? The day after, their account moves to the archive.`,
      );
      await expectBeside(page, date, `The learner enrolled on ${leaving}; choose that day or a later one.`);
      await expectAccessible(page, 'transfer out dialog with a refused date');

      await date.fill(leaving);
      await dialog.getByRole('button', { name: 'Record transfer out', exact: true }).click();
      await expectVisible(page.getByText('Transfer out recorded.', { exact: true }));
      await expectVisible(dialog.getByText(`${leaver.full_name} transfers out to ${RECEIVING_SCHOOL} on ${shortDate(leaving)}.`, { exact: true }));
      const moved = dialog.getByText(`${leaver.full_name} has been moved to the archive.`, { exact: true });
      if (archivedAtOnce) await expectVisible(moved);
      else assert.equal(await moved.count(), 0);

      // The receiving school's files: the permanent record and the report card of the year.
      const sf10 = await downloadFrom(
        page,
        dialog.getByRole('button', { name: 'Download SF10 (permanent record)', exact: true }),
        '/api/records/sf10.pdf',
        PDF,
      );
      assertPdf(sf10.bytes);
      assert.equal(sf10.url.searchParams.get('studentID'), leaver._id);
      await expectVisible(dialog.getByText(`Downloaded ${sf10.name}.`, { exact: true }));
      const sf9 = await downloadFrom(
        page,
        dialog.getByRole('button', { name: 'Download SF9 (report card)', exact: true }),
        '/api/grades/report-card',
        PDF,
      );
      assertPdf(sf9.bytes);
      assert.equal(sf9.url.searchParams.get('studentID'), leaver._id);
      assert.equal(sf9.url.searchParams.get('yearID'), currentYear._id);
      assert.equal(sf9.url.searchParams.get('format'), 'pdf');
      await expectAccessible(page, 'transfer out recorded');
      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      const history = record.getByRole('list', { name: 'Enrolment history' });
      await expectVisible(history.getByText(`Transferred out ${shortDate(leaving)} to ${RECEIVING_SCHOOL}`));
      await record.getByRole('button', { name: 'Close', exact: true }).click();
      await record.waitFor({ state: 'hidden' });
      if (!archivedAtOnce) return;

      // Gone from the students, listed under 'Show archived' with their SF10.
      await expectVisible(page.getByRole('heading', { name: 'View all students', exact: true }));
      await page.getByRole('row').filter({ hasText: leaver.email }).waitFor({ state: 'detached' });
      await page.getByRole('switch', { name: 'Show archived', exact: true }).check();
      const archived = page.getByRole('table', { name: 'Archived students' });
      const row = archived.getByRole('row').filter({ hasText: leaver.email });
      await expectVisible(row);
      const kept = await downloadFrom(
        page,
        row.getByRole('button', { name: `Download SF10 of ${leaver.full_name}`, exact: true }),
        '/api/records/sf10.pdf',
        PDF,
      );
      assertPdf(kept.bytes);
      assert.equal(kept.url.searchParams.get('studentID'), leaver._id);
    } finally {
      await context.close();
    }
  });

  test("a drop-out is recorded with DepEd's reason code", async () => {
    const dropout = learners[1];
    const lastDay = dropout.enrolment.enrolledOn;
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, ADMIN);
      const record = await openRecord(page, dropout);
      const dialog = await openTransferDialog(page, record, 'Drop', 'Drop-out');
      await dialog.getByLabel(/^Date/).fill(lastDay);
      await choose(page, dialog, 'Reason', 'b.1 Illness');
      await dialog.getByRole('button', { name: 'Record drop-out', exact: true }).click();
      await dialogs.waitForDialog(
        `Record that ${dropout.full_name} dropped out on ${shortDate(lastDay)}? The day after, their account moves to the archive.`,
      );
      await expectVisible(page.getByText('Drop-out recorded.', { exact: true }));
      await dialog.waitFor({ state: 'hidden' });
      const history = record.getByRole('list', { name: 'Enrolment history' });
      await expectVisible(history.getByText(`Dropped ${shortDate(lastDay)} (b.1)`));
    } finally {
      await context.close();
    }
  });

  test('a transfer in is recorded with the general average brought, checked before it is sent', async () => {
    const newcomer = learners[2];
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      const record = await openRecord(page, newcomer);
      let sent = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admins/transfer-in') sent += 1;
      });
      const dialog = await openTransferDialog(page, record, 'Transfer in', 'Transfer in');
      await dialog.getByRole('textbox', { name: 'Previous school', exact: true }).fill(PREVIOUS_SCHOOL);
      const average = dialog.getByRole('textbox', { name: 'General average from the previous school', exact: true });
      await average.fill('120');
      await dialog.getByRole('button', { name: 'Record transfer in', exact: true }).click();
      await expectBeside(page, average, 'A general average is a number from 60 to 100.');
      assert.equal(sent, 0, 'the form sent nothing');

      await average.fill('88.5');
      await dialog.getByRole('button', { name: 'Record transfer in', exact: true }).click();
      await expectVisible(page.getByText('Transfer in recorded.', { exact: true }));
      await dialog.waitFor({ state: 'hidden' });
      const history = record.getByRole('list', { name: 'Enrolment history' });
      await expectVisible(history.getByText(`Transferred in from ${PREVIOUS_SCHOOL} (average 88.5)`));
    } finally {
      await context.close();
    }
  });
});
