// Grades end to end against the real binary with the demo school: a teacher adds an assessment
// and types scores (one above the highest is refused in its cell), sees the term grade beside
// the row and submits; the adviser comments on a student; an admin publishes the section's
// term; the student sees the grade; the report card page opens and its 'Download PDF' answers
// a PDF.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

const TITLE = 'Browser quiz';

async function choose(page, label, option) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('grades: gradebook, review, publication, the student’s grades and the report card', () => {
  let server;
  let browser;
  let teacher;
  /** The teacher's subject in a section they advise, holding the demo student, and its open term. */
  let subject;
  let termID;
  let sectionName;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const mine = await teacher.get('/api/grades/my-subjects');
    termID = mine.currentTermID;
    assert.ok(termID, 'the demo year has a current term');
    const advised = new Set(teacher.user.advisoryClass.map((section) => section.sectionID));
    for (const each of mine.subjects.filter((s) => advised.has(s.sectionID))) {
      const book = await teacher.get(`/api/grades/gradebook?subjectID=${each._id}&termID=${termID}`);
      if (!book.status.locked && book.students.some((student) => student.full_name === STUDENT.fullName)) {
        subject = each;
        break;
      }
    }
    assert.ok(subject, 'a subject of the teacher, in a section they advise, with the demo student');
    sectionName = `${subject.level} - ${subject.section}`;
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const studentCell = (page) => page.getByRole('textbox', { name: `${STUDENT.fullName}, ${TITLE}`, exact: true });

  test('a teacher adds an assessment, types scores (one refused), sees the term grade and submits', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Grades', exact: true }));
      await choose(page, 'Subject', `${subject.name} · ${sectionName}`);

      await page.getByRole('button', { name: 'Add assessment', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add assessment' });
      await dialog.getByLabel('Title').fill(TITLE);
      await dialog.getByLabel('Highest possible score').fill('20');
      await dialog.getByRole('button', { name: 'Add assessment', exact: true }).click();
      await expectVisible(studentCell(page));

      // Above the highest: refused in the cell, nothing sent.
      await studentCell(page).click();
      await page.keyboard.type('25');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText('Enter a score from 0 to 20.', { exact: true }));
      assert.equal(await studentCell(page).getAttribute('aria-invalid'), 'true');

      // Enter on the last row stays in the cell with its text selected: typing replaces it.
      await page.keyboard.type('18');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText('All changes saved.', { exact: true }));

      const book = await teacher.get(`/api/grades/gradebook?subjectID=${subject._id}&termID=${termID}`);
      const assessment = book.assessments.find((each) => each.title === TITLE);
      const juan = book.students.find((student) => student.full_name === STUDENT.fullName);
      assert.equal(juan.scores[assessment._id], '18');
      assert.ok(juan.grade, 'a term grade');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STUDENT.fullName, exact: true }) });
      await expectVisible(row.getByText(String(juan.grade.quarterly), { exact: true }));

      await page.getByRole('button', { name: 'Submit grades', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit grades', exact: true }).click();
      await expectVisible(page.getByText('These grades are submitted; withdraw them to make changes.', { exact: true }));
      assert.equal(await studentCell(page).getAttribute('readonly'), '');
    } finally {
      await context.close();
    }
  });

  test('the adviser comments on the student', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Advisory grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Advisory grades', exact: true }));
      if (teacher.user.advisoryClass.length > 1) await choose(page, 'Section', sectionName);
      const comment = page.getByRole('textbox', { name: `Comment on ${STUDENT.fullName}`, exact: true });
      await comment.fill('Works steadily and helps others.');
      await comment.press('Tab');
      await expectVisible(page.getByText('Saved', { exact: true }));
      const grid = await teacher.get(`/api/grades/section?sectionID=${subject.sectionID}&termID=${termID}`);
      const juan = grid.students.find((student) => student.full_name === STUDENT.fullName);
      assert.equal(juan.comment, 'Works steadily and helps others.');
    } finally {
      await context.close();
    }
  });

  test('an admin publishes the section; the student sees the grade and the report card', async () => {
    const admin = await adminApi(server.baseUrl);
    {
      const { context, page } = await openPage(browser, server.baseUrl, '/admin');
      try {
        await signIn(page, ADMIN);
        await openAdminView(page, 'Grades', 'Publish grades');
        await page.getByRole('button', { name: `Publish ${sectionName}`, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
        await expectVisible(page.getByText(/^Grades published: /));
        await expectVisible(page.getByRole('button', { name: `Unlock ${sectionName}`, exact: true }));
      } finally {
        await context.close();
      }
    }
    const book = await admin.get(`/api/grades/gradebook?subjectID=${subject._id}&termID=${termID}`);
    const quarterly = book.students.find((student) => student.full_name === STUDENT.fullName).grade.quarterly;

    const { context, page } = await openPage(browser, server.baseUrl, '/student');
    try {
      await signIn(page, STUDENT);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject.name, exact: true }) });
      await expectVisible(row.getByText(String(quarterly), { exact: true }));

      const href = await page.getByRole('link', { name: 'Report card', exact: true }).getAttribute('href');
      await page.goto(href);
      await expectVisible(page.getByRole('heading', { name: 'Report Card (School Form 9)', exact: true }));
      await expectVisible(page.getByText(STUDENT.fullName));
      const pdfHref = await page.getByRole('link', { name: 'Download PDF', exact: true }).getAttribute('href');
      const pdf = await page.request.get(pdfHref);
      assert.equal(pdf.status(), 200);
      assert.match(pdf.headers()['content-type'], /^application\/pdf/);
      assert.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    } finally {
      await context.close();
    }
  });
});
