// Classwork end to end against the real binary with the demo school: a teacher posts graded
// Written Works to the class of the demo student, due in two days, sees it listed and in the
// gradebook, and edits its title on a phone's width; the teacher attaches a PDF to it (a fake
// one is refused); the student sees it under 'To do' with the PDF's link, which opens; the
// teacher removes the PDF after the confirmation, then deletes the piece after the
// confirmation, and its assessment leaves the gradebook with it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { expectLaidOut, PHONE } from './layout.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

const TITLE = 'Fractions worksheet';
const RENAMED = 'Fractions worksheet (revised)';
const INSTRUCTIONS = 'Answer items 1 to 10 and show your solutions.';
/** A small PDF, made here, attached to the piece. */
const ANSWER_SHEET = {
  name: 'Answer sheet.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
/** Text calling itself a PDF: the server reads the content and refuses it. */
const FAKE_PDF = { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Plain text, not a PDF.\n') };
const FILE_TYPE_ALERT = 'File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.';

const pad = (n) => String(n).padStart(2, '0');

/** `moment` as a `datetime-local` field holds it, in this machine's time (the browser's too). */
function localInput(moment) {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

describe('classwork: posted by a teacher, seen by the student, deleted after asking', () => {
  let server;
  let browser;
  let teacher;
  /** The teacher's subject in the demo student's section. */
  let subject;
  /** How the form's class picker names it: "Mathematics · Grade 7 - Rizal". */
  let classLabel;
  /** Due in two days, at 5 PM of this machine's time. */
  let due;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const student = await signedInApi(server.baseUrl, 'student', STUDENT);
    const taught = await teacher.post('/api/teachers/get-teacher-subjects', {});
    subject = taught.subjects.find((each) => each.section === student.user.sectionID);
    assert.ok(subject, `a subject of ${TEACHER.fullName} in ${STUDENT.fullName}'s section`);
    classLabel = `${subject.subject} · ${subject.levelName} - ${subject.sectionName}`;
    due = new Date();
    due.setDate(due.getDate() + 2);
    due.setHours(17, 0, 0, 0);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rowOf = (page, title) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

  /** The row of `title`, after turning the table's pages to it (the list is latest due first, 20 a page). */
  async function rowOnItsPage(page, title) {
    await expectVisible(page.getByRole('table', { name: 'Classwork' }));
    const row = rowOf(page, title);
    for (let turned = 0; (await row.count()) === 0; turned += 1) {
      const next = page.getByRole('button', { name: 'Next page', exact: true });
      assert.ok(turned < 20 && (await next.isEnabled()), `"${title}" is on no page of the classwork`);
      await next.click();
    }
    await expectVisible(row);
    return row;
  }

  /** Picks `file` with the dialog's 'Attach file' button. */
  async function attach(page, dialog, file) {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Attach file', exact: true }).click(),
    ]);
    await chooser.setFiles(file);
  }

  /** The piece as the teacher's list sends it, if it is there. */
  async function listed(title) {
    const { classwork } = await teacher.get('/api/teachers/classwork');
    return classwork.find((each) => each.title === title);
  }

  /** The titles of the assessments of the subject's gradebook of the term `termID`. */
  async function assessmentTitles(termID) {
    const book = await teacher.get(`/api/grades/gradebook?subjectID=${subject._id}&termID=${termID}`);
    return book.assessments.map((assessment) => assessment.title);
  }

  async function openClasswork(viewport) {
    const opened = await openPage(browser, server.baseUrl, '/teacher', viewport ? { viewport } : {});
    await signIn(opened.page, TEACHER);
    await opened.page
      .getByRole('navigation', { name: 'Teacher menu' })
      .getByRole('button', { name: 'Classwork', exact: true })
      .click();
    await expectVisible(opened.page.getByRole('heading', { name: 'Classwork', exact: true }));
    return opened;
  }

  test('a teacher posts graded Written Works to one class, sees it listed, and edits its title on a phone', async () => {
    const { context, page } = await openClasswork();
    try {
      // The demo school has classwork of its own already.
      await expectVisible(page.getByRole('table', { name: 'Classwork' }));
      await page.getByRole('button', { name: 'Post classwork', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Post classwork' });
      await form.getByRole('textbox', { name: 'Classes' }).click();
      await page.getByRole('option', { name: classLabel, exact: true }).click();
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
      await form.getByRole('textbox', { name: 'Instructions', exact: true }).click();
      await page.keyboard.type(INSTRUCTIONS);
      await form.getByRole('textbox', { name: 'Points', exact: true }).fill('20');
      await form.getByLabel(/^Due/).fill(localInput(due));
      await form.getByRole('textbox', { name: 'Gradebook', exact: true }).click();
      await page.getByRole('option', { name: 'Written Works', exact: true }).click();
      await expectAccessible(page, 'Post classwork');
      await form.getByRole('button', { name: 'Post', exact: true }).click();

      await expectVisible(page.getByText('Classwork posted.', { exact: true }));
      await expectHidden(form);
      const row = rowOf(page, TITLE);
      await expectVisible(row.getByText(classLabel, { exact: true }));
      await expectVisible(row.getByText('Written Works', { exact: true }));
      await expectVisible(row.getByText('20', { exact: true }));
      // The toast sits over the top bar's account menu until it goes.
      await expectHidden(page.getByText('Classwork posted.', { exact: true }));
      await expectAccessible(page, 'Classwork (teacher)');

      const posted = await listed(TITLE);
      assert.equal(posted.subjectID, subject._id);
      assert.equal(posted.category, 'WW');
      assert.equal(posted.points, 20);
      assert.equal(posted.lateAccepted, true);
      assert.equal(Date.parse(posted.dueAt), due.getTime());
      assert.match(posted.instructions, new RegExp(INSTRUCTIONS));
      assert.ok(posted.assessmentID, 'graded classwork is an assessment of the gradebook');
      const { currentTermID } = await teacher.get('/api/grades/my-subjects');
      assert.ok((await assessmentTitles(currentTermID)).includes(TITLE), 'the assessment is in the gradebook');

      // On a phone's width the list is a card per piece, and the form takes the whole screen.
      await page.setViewportSize(PHONE);
      await expectVisible(rowOf(page, TITLE));
      await expectLaidOut(page, 'Classwork (teacher, phone)');
      await expectAccessible(page, 'Classwork (teacher, phone)');
      await rowOf(page, TITLE).getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit classwork' });
      const title = edit.getByRole('textbox', { name: 'Title', exact: true });
      assert.equal(await title.inputValue(), TITLE);
      assert.equal(await edit.getByRole('textbox', { name: 'Classes' }).count(), 0);
      await expectLaidOut(page, 'Edit classwork (phone)');
      await expectAccessible(page, 'Edit classwork (phone)');
      await title.fill(RENAMED);
      await edit.getByRole('button', { name: 'Save', exact: true }).click();

      await expectVisible(page.getByText('Classwork saved.', { exact: true }));
      await expectVisible(rowOf(page, RENAMED));
      assert.equal((await listed(RENAMED))?._id, posted._id);
      assert.ok((await assessmentTitles(currentTermID)).includes(RENAMED), "the assessment's title follows");
    } finally {
      await context.close();
    }
  });

  test('the teacher attaches a PDF to it on a phone, and is told why a fake PDF is refused', async () => {
    const { context, page } = await openClasswork();
    try {
      // The menu is behind the burger on a phone: the screen opens first, then narrows.
      await page.setViewportSize(PHONE);
      const row = await rowOnItsPage(page, RENAMED);
      await row.getByRole('button', { name: 'Files', exact: true }).click();
      const files = page.getByRole('dialog', { name: `Files of “${RENAMED}”` });
      await expectVisible(files.getByText('No files yet.', { exact: true }));

      await attach(page, files, FAKE_PDF);
      await expectVisible(files.getByRole('alert').getByText(FILE_TYPE_ALERT, { exact: true }));
      assert.deepEqual((await listed(RENAMED)).files, [], 'nothing is attached');

      await attach(page, files, ANSWER_SHEET);
      const link = files.getByRole('link', { name: ANSWER_SHEET.name, exact: true });
      await expectVisible(link);
      await expectHidden(files.getByRole('alert'));
      assert.equal(await link.getAttribute('target'), '_blank');
      const [file] = (await listed(RENAMED)).files;
      assert.equal(file?.name, ANSWER_SHEET.name);
      assert.equal(await link.getAttribute('href'), file.file);
      await expectVisible(files.getByRole('button', { name: `Remove ${ANSWER_SHEET.name}`, exact: true }));
      await expectLaidOut(page, 'Files of classwork (phone)');
      await expectAccessible(page, 'Files of classwork (phone)');

      await files.getByRole('button', { name: 'Done', exact: true }).click();
      await expectHidden(files);
      // The table counts it.
      await expectVisible(rowOf(page, RENAMED).getByRole('cell', { name: '1', exact: true }));
    } finally {
      await context.close();
    }
  });

  test("the student's Home counts what is due this week; the student sees it under 'To do', with its PDF's link, which opens", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await signIn(page, STUDENT);
      // Home counts what is due this week, and leads to the Classwork screen.
      const dueThisWeek = page.getByRole('region', { name: 'Classwork' }).getByRole('link', { name: /^[1-9]\d* due this week$/ });
      await expectVisible(dueThisWeek);
      await expectVisible(page.getByRole('region', { name: 'Classwork' }).getByRole('list', { name: 'Due this week' }));
      await dueThisWeek.click();
      await expectVisible(page.getByRole('heading', { name: 'Classwork', exact: true }));
      const card = page.getByRole('region', { name: 'To do' }).getByRole('article', { name: RENAMED });
      await expectVisible(card);
      await expectVisible(card.getByText(subject.subject, { exact: true }));
      await expectVisible(card.getByText('20 points', { exact: true }));
      await expectVisible(card.getByText('Late work accepted', { exact: true }));
      await expectVisible(card.getByText(INSTRUCTIONS, { exact: true }));
      await expectVisible(card.getByText(/^Due /));
      const link = card.getByRole('list', { name: 'Files' }).getByRole('link', { name: ANSWER_SHEET.name, exact: true });
      await expectVisible(link);
      assert.equal(await link.getAttribute('target'), '_blank');
      const opened = await page.request.get(await link.getAttribute('href'));
      assert.equal(opened.status(), 200, "the student may open the piece's file");
      assert.match((await opened.body()).toString('latin1'), /^%PDF-1\.4/);
      await expectVisible(page.getByRole('region', { name: 'Missing' }));
      await expectAccessible(page, 'Classwork (student)');
    } finally {
      await context.close();
    }
  });

  test('the teacher removes the PDF after the confirmation', async () => {
    const [file] = (await listed(RENAMED)).files;
    const { context, page } = await openClasswork();
    try {
      await (await rowOnItsPage(page, RENAMED)).getByRole('button', { name: 'Files', exact: true }).click();
      const files = page.getByRole('dialog', { name: `Files of “${RENAMED}”` });
      const remove = files.getByRole('button', { name: `Remove ${ANSWER_SHEET.name}`, exact: true });
      const question = page.getByRole('dialog', { name: `Remove “${ANSWER_SHEET.name}”?` });

      await remove.click();
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHidden(question);
      await expectVisible(files.getByRole('link', { name: ANSWER_SHEET.name, exact: true }));
      assert.equal((await listed(RENAMED)).files.length, 1, 'Cancel leaves it');

      await remove.click();
      await expectAccessible(page, 'Remove a file of classwork');
      // Escape answers the question alone; the files stay open under it.
      await page.keyboard.press('Escape');
      await expectHidden(question);
      await expectVisible(files);
      await remove.click();
      await question.getByRole('button', { name: 'Remove', exact: true }).click();

      await expectVisible(page.getByText('File deleted.', { exact: true }));
      await expectHidden(question);
      await expectVisible(files.getByText('No files yet.', { exact: true }));
      assert.deepEqual((await listed(RENAMED)).files, []);
      assert.equal((await page.request.get(file.file)).status(), 404, 'the stored file is gone');
    } finally {
      await context.close();
    }
  });

  test('the teacher deletes it after the confirmation, and its assessment with it', async () => {
    const { currentTermID } = await teacher.get('/api/grades/my-subjects');
    const { context, page } = await openClasswork();
    try {
      await (await rowOnItsPage(page, RENAMED)).getByRole('button', { name: 'Delete', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Delete classwork?' });
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHidden(question);
      assert.ok(await listed(RENAMED), 'Cancel leaves it');

      await rowOf(page, RENAMED).getByRole('button', { name: 'Delete', exact: true }).click();
      await expectVisible(question.getByText(`“${RENAMED}” is deleted from ${classLabel}`, { exact: false }));
      await expectVisible(question.getByText('gradebook', { exact: false }));
      await question.getByRole('button', { name: 'Delete', exact: true }).click();

      await expectVisible(page.getByText('Classwork deleted.', { exact: true }));
      await expectHidden(rowOf(page, RENAMED));
      assert.equal(await listed(RENAMED), undefined);
      assert.equal((await assessmentTitles(currentTermID)).includes(RENAMED), false);
    } finally {
      await context.close();
    }
  });
});
