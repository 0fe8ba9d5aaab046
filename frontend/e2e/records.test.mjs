// The Records screen against the real binary: a learner without an LRN listed under 'Learners
// to complete' and leading to their record, and the School Register (SF1) of a section
// downloaded as a spreadsheet, by the administrator and by the section's adviser; the section's
// permanent records (SF10) as a PDF, the school's SF4 of a month and SF6 as spreadsheets, and the
// LIS exports as CSV files with their header rows.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { adminApi, demoGrade7, signedInApi } from './admin-api.mjs';
import { expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { PDF, SPREADSHEET as XLSX, assertPdf, assertSpreadsheet, csvHeader, downloadFrom } from './downloads.mjs';
import { ADMIN, TEACHER, startServer } from './server.mjs';

const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SF1_BUTTON = 'Download SF1 (School Register)';
const LEARNER = { first: 'Amihan', last: 'Soriano' };
const LEARNER_NAME = `${LEARNER.first} ${LEARNER.last}`;
const LIS_ENROLMENT_HEADER = [
  'LRN',
  'Last Name',
  'First Name',
  'Middle Name',
  'Sex',
  'Birth Date',
  'Grade Level',
  'Section',
  'Date Enrolled',
  'Enrolment Status',
  'Previous School',
  'Previous General Average',
];
const LIS_STATUS_HEADER = [
  'LRN',
  'Last Name',
  'First Name',
  'Middle Name',
  'Sex',
  'Grade Level',
  'Section',
  'Status',
  'Status Date',
  'General Average',
  'Other School',
  'Drop Reason',
];

/** `2026-06` as the month picker lists it: `June 2026`. */
function monthName(ym) {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ym}-01T00:00:00Z`));
}

/**
 * Clicks SF1's button and answers the file saved (its name and bytes) and the server's answer,
 * which must be a 200 spreadsheet.
 */
async function downloadSf1(page) {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/records/sf1.xlsx'),
    page.getByRole('button', { name: SF1_BUTTON, exact: true }).click(),
  ]);
  if (response.status() !== 200) assert.fail(`SF1 answered ${response.status()}: ${await response.text()}`);
  assert.equal(response.headers()['content-type'], SPREADSHEET);
  const bytes = await readFile(await download.path());
  // An .xlsx file is a zip archive.
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
  return { name: download.suggestedFilename(), url: response.url() };
}

describe('admin: Records', () => {
  let server;
  let browser;
  /** Grade 7 - Rizal of the demo school. */
  let rizal;
  let studentID;
  let currentYear;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await adminApi(server.baseUrl);
    // The demo school's current school year is there from the seed: the forms need one.
    const found = await demoGrade7(admin);
    ({ currentYear } = found);
    const { jhs, grade7, rizal: section } = found;
    rizal = { categoryID: jhs._id, levelID: grade7._id, sectionID: section.sectionID };
    // A learner newly placed in Rizal whose LRN the registrar does not have yet.
    const created = await admin.post('/api/admins/create-student', {
      first_name: LEARNER.first,
      last_name: LEARNER.last,
      email: 'amihan.soriano@e2e.lyceum.test',
      address: '4 Mabini Street, Manila',
      password: 'Lyceum@2023',
      birthdate: '2013-03-08',
      parent_fName: 'Luz',
      parent_lName: LEARNER.last,
      relationship: 'Mother',
      lrn: '',
      sex: 'F',
      ...rizal,
    });
    studentID = created._id;
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a learner without an LRN leads to their record, and the SF1 of their section downloads', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Records', 'Records');
      await expectVisible(page.getByRole('heading', { name: 'Records', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/admin/records');

      // Listed with what is missing (the sex is recorded), and a link to the record.
      const learners = page.getByRole('table', { name: 'Learners to complete' });
      const link = learners.getByRole('link', { name: LEARNER_NAME, exact: true });
      await expectVisible(link);
      const row = learners.getByRole('row').filter({ has: page.getByRole('link', { name: LEARNER_NAME, exact: true }) });
      await expectVisible(row.getByText('Grade 7 - Rizal', { exact: true }));
      await expectVisible(row.getByText('No LRN', { exact: true }));
      assert.equal(await row.getByText('No sex', { exact: true }).count(), 0);
      await link.click();
      const record = page.getByRole('dialog', { name: 'Student details' });
      await expectVisible(record.getByText(LEARNER_NAME, { exact: true }));
      assert.equal(new URL(page.url()).pathname, `/admin/students/${studentID}`);
      await expectVisible(record.getByText('No LRN yet', { exact: true }));
      // Placed in the current year, so enrolled in it today.
      const history = record.getByRole('list', { name: 'Enrolment history' });
      await expectVisible(history.getByText(/Grade 7 - Rizal · Enrolled · enrolled \d{1,2}\/\d{1,2}\/\d{4}$/));

      // Back on Records: the current year stands; Rizal's School Register is saved as the server names it.
      await page.goBack();
      await expectVisible(page.getByRole('heading', { name: 'Records', exact: true }));
      await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 7 - Rizal', exact: true }).click();
      const file = await downloadSf1(page);
      assert.match(file.name, /^sf1-grade-7-rizal-.+\.xlsx$/);
      assert.equal(new URL(file.url).searchParams.get('sectionID'), rizal.sectionID);
      await expectVisible(page.getByText(`Downloaded ${file.name}.`, { exact: true }));
    } finally {
      await context.close();
    }
  });

  test("the section's adviser downloads its SF1 from the advisory section", async () => {
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const advised = teacher.user.advisoryClass;
    assert.ok(advised.length > 0, 'the demo teacher advises a section');
    const section = advised.find((one) => one.sectionID === rizal.sectionID) ?? advised[0];
    const details = await teacher.post('/api/teachers/get-section-details', { id: section.sectionID });

    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      const menu = page.getByRole('navigation', { name: 'Teacher menu' });
      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await page.getByRole('button').filter({ hasText: `${details.levelName} - ${details.section}` }).click();
      await expectVisible(page.getByRole('heading', { name: 'School forms', exact: true }));

      const file = await downloadSf1(page);
      assert.match(file.name, /^sf1-.+\.xlsx$/);
      assert.equal(new URL(file.url).searchParams.get('sectionID'), section.sectionID);
      await expectVisible(page.getByText(`Downloaded ${file.name}.`, { exact: true }));

      // The section's permanent records, one PDF.
      const sf10 = await downloadFrom(
        page,
        page.getByRole('button', { name: 'Download SF10 (permanent records)', exact: true }),
        '/api/records/sf10.pdf',
        PDF,
      );
      assertPdf(sf10.bytes);
      assert.equal(sf10.url.searchParams.get('sectionID'), section.sectionID);
      await expectVisible(page.getByText(`Downloaded ${sf10.name}.`, { exact: true }));
    } finally {
      await context.close();
    }
  });

  test("the section's SF10 is a PDF; the school's SF4 and SF6 are spreadsheets; the LIS exports are CSV files", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Records', 'Records');
      await expectVisible(page.getByRole('heading', { name: 'Records', exact: true }));
      await expectValue(page.getByRole('textbox', { name: 'School year', exact: true }), `${currentYear.name} (current)`);

      // The section's permanent records of the year, one PDF.
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 7 - Rizal', exact: true }).click();
      const sectionForms = page.getByRole('form', { name: 'School forms' });
      const sf10 = await downloadFrom(
        page,
        sectionForms.getByRole('button', { name: 'Download SF10 (permanent records)', exact: true }),
        '/api/records/sf10.pdf',
        PDF,
      );
      assertPdf(sf10.bytes);
      assert.equal(sf10.url.searchParams.get('sectionID'), rizal.sectionID);
      assert.equal(sf10.url.searchParams.get('schoolYearID'), currentYear._id);
      await expectVisible(sectionForms.getByText(`Downloaded ${sf10.name}.`, { exact: true }));

      // The school's forms of the year's first month and of the year.
      const schoolWide = page.getByRole('form', { name: 'School-wide forms' });
      const firstMonth = currentYear.firstDay.slice(0, 7);
      await schoolWide.getByRole('textbox', { name: 'Month', exact: true }).click();
      await page.getByRole('option', { name: monthName(firstMonth), exact: true }).click();
      const sf4 = await downloadFrom(
        page,
        schoolWide.getByRole('button', { name: 'Download SF4 (monthly movement and attendance)', exact: true }),
        '/api/records/sf4.xlsx',
        XLSX,
      );
      assertSpreadsheet(sf4.bytes);
      assert.equal(sf4.url.searchParams.get('month'), firstMonth);
      assert.equal(sf4.url.searchParams.get('schoolYearID'), currentYear._id);
      await expectVisible(schoolWide.getByText(`Downloaded ${sf4.name}.`, { exact: true }));
      const sf6 = await downloadFrom(
        page,
        schoolWide.getByRole('button', { name: 'Download SF6 (promotion summary)', exact: true }),
        '/api/records/sf6.xlsx',
        XLSX,
      );
      assertSpreadsheet(sf6.bytes);

      // The LIS-ready lists, each with its header row.
      const enrolment = await downloadFrom(
        page,
        schoolWide.getByRole('button', { name: 'Download beginning-of-year enrolment (CSV)', exact: true }),
        '/api/records/lis-enrolment.csv',
        'text/csv',
      );
      assert.deepEqual(csvHeader(enrolment.bytes), LIS_ENROLMENT_HEADER);
      assert.match(enrolment.bytes.toString('utf8'), new RegExp(LEARNER.last), 'the new learner is listed');
      const status = await downloadFrom(
        page,
        schoolWide.getByRole('button', { name: 'Download end-of-year status (CSV)', exact: true }),
        '/api/records/lis-status.csv',
        'text/csv',
      );
      assert.deepEqual(csvHeader(status.bytes), LIS_STATUS_HEADER);
      await expectVisible(schoolWide.getByText(`Downloaded ${status.name}.`, { exact: true }));
    } finally {
      await context.close();
    }
  });

  test("DepEd's school ID, region and division are saved under Report cards for the forms' heads", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'Grades', 'Report cards');
      const settings = page.getByRole('form', { name: 'Report card settings' });
      const schoolID = settings.getByRole('textbox', { name: 'School ID' });
      await schoolID.fill('13611');
      await settings.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(settings.getByText('A school ID has 6 digits.', { exact: true }));
      await schoolID.fill('136114');
      await settings.getByRole('textbox', { name: 'Region', exact: true }).fill('NCR');
      await settings.getByRole('textbox', { name: 'Division', exact: true }).fill('Manila');
      await settings.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('Report card settings saved.', { exact: true }));
      await page.reload();
      const reloaded = page.getByRole('form', { name: 'Report card settings' });
      await expectValue(reloaded.getByRole('textbox', { name: 'School ID' }), '136114');
      await expectValue(reloaded.getByRole('textbox', { name: 'Division', exact: true }), 'Manila');
    } finally {
      await context.close();
    }
  });
});
