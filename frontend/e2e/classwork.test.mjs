// Classwork end to end against the real binary with the demo school: a teacher posts graded
// Written Works to the class of the demo student, due in two days, sees it listed and in the
// gradebook, and edits its title on a phone's width; the teacher attaches a PDF to it (a fake
// one is refused); the student sees it under 'To do' with the PDF's link, which opens; the
// teacher removes the PDF after the confirmation; on a phone the student takes a photo of their
// work, writes an answer and turns it in (it moves to 'Done'), then unsubmits it back to 'To do';
// the student turns in another photo with an answer, and the teacher reviews it on the piece's own
// screen (the photo in the page), scores it 18 of 20 with a comment and returns it: the gradebook
// holds the same score, and the student has it back under 'Done' with the comment; the teacher
// deletes the piece after the confirmation, and its assessment leaves the gradebook with it.
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
/** What the student writes in 'Your answer'. */
const ANSWER = 'Items 1 to 10 are in the photo; item 7 is 3/8.';
/** The answer turned in for the teacher's review, on two lines. */
const REVIEWED_ANSWER = 'Items 1 to 10 are in the photos.\nItem 7 is 3/8.';
/** The teacher's score of the work turned in (of the piece's 20 points), and comment. */
const SCORE = 18;
const COMMENT = 'Well done. Show your solution to item 9 next time.';

/** A JPEG segment: its marker, its length (counting itself) and its bytes. */
const segment = (marker, bytes) => Buffer.from([0xff, marker, (bytes.length + 2) >> 8, (bytes.length + 2) & 0xff, ...bytes]);

/**
 * A real one-pixel grey JPEG, made here: baseline, one 8×8 block whose only code says "no change
 * from grey" (the server reads the content: a JPEG starts FF D8 FF).
 */
const PHOTO = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...new Array(64).fill(1)]), // one quantisation table of ones
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // 8 bits, 1×1 pixel, one component
    segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]), // DC table: one code, "no change"
    segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]), // AC table: one code, "end of block"
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x3f, 0xff, 0xd9]), // both codes (a 0 bit each), padded with ones; the end
  ]),
};

const pad = (n) => String(n).padStart(2, '0');

/** `moment` as a `datetime-local` field holds it, in this machine's time (the browser's too). */
function localInput(moment) {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

describe('classwork: posted by a teacher, seen by the student, deleted after asking', () => {
  let server;
  let browser;
  let teacher;
  let student;
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
    student = await signedInApi(server.baseUrl, 'student', STUDENT);
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

  test("on a phone the student turns in a photo and an answer, sees it under 'Done', and unsubmits it back to 'To do'", async () => {
    /** The student's work on the piece, as their list sends it, and the list it is in. */
    async function workOnIt() {
      const lists = await student.get('/api/students/classwork');
      const list = ['todo', 'missing', 'done'].find((name) => lists[name].some((each) => each.title === RENAMED));
      return { list, work: lists[list]?.find((each) => each.title === RENAMED).work };
    }

    const { context, page } = await openPage(browser, server.baseUrl, '/', { viewport: PHONE });
    try {
      await signIn(page, STUDENT);
      await expectVisible(page.getByText(`Hi, ${STUDENT.firstName}!`, { exact: true }));
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Student menu' })
        .getByRole('button', { name: 'Classwork', exact: true })
        .click();
      await expectVisible(page.getByRole('heading', { name: 'Classwork', exact: true }));
      const todo = page.getByRole('region', { name: 'To do', exact: true }).getByRole('article', { name: RENAMED, exact: true });
      const draft = todo.getByRole('group', { name: 'Your work', exact: true });
      await expectVisible(draft.getByText('Assigned', { exact: true }));

      // 'Take photo' is a file input asking a phone for a photo from its back camera.
      const camera = todo.locator('input[type="file"][capture="environment"]');
      assert.equal(await camera.getAttribute('accept'), 'image/*');
      await camera.setInputFiles(PHOTO);
      const photo = draft.getByRole('list', { name: 'Your files', exact: true }).getByRole('link', { name: PHOTO.name, exact: true });
      await expectVisible(photo);
      assert.equal(await photo.getAttribute('target'), '_blank');
      const stored = await page.request.get(await photo.getAttribute('href'));
      assert.equal(stored.status(), 200, 'the student may open their own file');
      assert.deepEqual(await stored.body(), PHOTO.buffer);
      await expectVisible(draft.getByRole('button', { name: `Remove ${PHOTO.name}`, exact: true }));
      await expectLaidOut(page, 'Your work (student, phone)');

      await draft.getByRole('textbox', { name: 'Your answer', exact: true }).fill(ANSWER);
      await draft.getByRole('button', { name: 'Turn in', exact: true }).click();

      const done = page.getByRole('region', { name: 'Done', exact: true }).getByRole('article', { name: RENAMED, exact: true });
      const handedIn = done.getByRole('group', { name: 'Your work', exact: true });
      await expectVisible(handedIn.getByText('Turned in', { exact: true }));
      await expectVisible(handedIn.getByText(/^Turned in \w{3}, \w{3} \d+/));
      await expectVisible(handedIn.getByText(ANSWER, { exact: true }));
      await expectVisible(handedIn.getByRole('link', { name: PHOTO.name, exact: true }));
      await expectHidden(todo);
      assert.equal(await handedIn.getByRole('button', { name: `Remove ${PHOTO.name}`, exact: true }).count(), 0);
      const turnedIn = await workOnIt();
      assert.equal(turnedIn.list, 'done');
      assert.equal(turnedIn.work.status, 'turnedIn');
      assert.equal(turnedIn.work.answer, ANSWER);
      assert.equal(turnedIn.work.late, false);
      assert.deepEqual(turnedIn.work.files.map((file) => file.name), [PHOTO.name]);
      await expectLaidOut(page, 'Classwork, work turned in (student, phone)');
      await expectAccessible(page, 'Classwork, work turned in (student, phone)');

      await handedIn.getByRole('button', { name: 'Unsubmit', exact: true }).click();
      await expectVisible(todo.getByRole('group', { name: 'Your work', exact: true }).getByText('Assigned', { exact: true }));
      await expectHidden(done);
      await expectVisible(todo.getByRole('button', { name: 'Turn in', exact: true }));
      const back = await workOnIt();
      assert.equal(back.list, 'todo');
      assert.equal(back.work.status, 'assigned');
      assert.equal(back.work.turnedInAt, null);
    } finally {
      await context.close();
    }
  });

  test("the teacher reviews the work turned in, scores it in the gradebook and returns it; the student has it back", async () => {
    // The student adds a second photo to the work (the first stayed when it was unsubmitted) and turns it in.
    const piece = await listed(RENAMED);
    const SECOND_PHOTO = { ...PHOTO, name: 'page 2.jpg' };
    await student.upload(
      `/api/students/work-file?assignmentID=${piece._id}`,
      'file',
      SECOND_PHOTO.name,
      SECOND_PHOTO.buffer,
      SECOND_PHOTO.mimeType,
    );
    const turnedIn = await student.post('/api/students/turn-in', { assignmentID: piece._id, answer: REVIEWED_ANSWER });
    assert.equal(turnedIn.work.status, 'turnedIn');
    assert.deepEqual(turnedIn.work.files.map((file) => file.name), [PHOTO.name, SECOND_PHOTO.name]);
    // How the class list names the student: "Dela Cruz, Juan".
    const before = await teacher.get(`/api/teachers/classwork-work?assignmentID=${piece._id}`);
    const name = before.students.find((each) => each.studentID === student.user._id)?.name;
    assert.ok(name, `${STUDENT.fullName} is in the class list of the piece`);

    const { context, page } = await openClasswork();
    try {
      const row = await rowOnItsPage(page, RENAMED);
      await row.getByRole('link', { name: `Review work on ${RENAMED}`, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: RENAMED, exact: true }));
      assert.equal(new URL(page.url()).pathname, `/teacher/classwork/${piece._id}`);
      // The menu's Classwork stays chosen.
      const menuItem = page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Classwork', exact: true });
      assert.equal(await menuItem.getAttribute('aria-current'), 'page');
      const counts = page.getByRole('list', { name: 'Work counts', exact: true });
      const figure = (label) => counts.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      await expectVisible(figure('Turned in').getByText('1', { exact: true }));
      await expectVisible(figure('Late').getByText('0', { exact: true }));

      const studentRow = page
        .getByRole('table', { name: 'Students', exact: true })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expectVisible(studentRow.getByText('Turned in', { exact: true }));
      await studentRow.getByRole('button', { name, exact: true }).click();

      const work = page.getByRole('region', { name, exact: true });
      await expectVisible(work.getByText('Item 7 is 3/8.', { exact: false }));
      for (const photo of [PHOTO, SECOND_PHOTO]) {
        const picture = work.getByRole('img', { name: photo.name, exact: true });
        await expectVisible(picture);
        // The photo shows in the page: the browser fetched it and read it as a picture.
        await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await picture.elementHandle());
      }
      await expectAccessible(page, "A student's work on a piece (teacher)");

      const score = work.getByRole('textbox', { name: 'Score', exact: true });
      await score.fill(String(SCORE));
      await work.getByRole('textbox', { name: 'Comment', exact: true }).fill(COMMENT);
      await work.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText(`Saved for ${name}.`, { exact: true }));
      await expectVisible(studentRow.getByText(`${SCORE} / 20`, { exact: true }));

      await work.getByRole('button', { name: 'Return', exact: true }).click();
      await expectVisible(page.getByText(`Work returned to ${name}.`, { exact: true }));
      await expectVisible(studentRow.getByText('Returned', { exact: true }));
      await expectVisible(figure('Returned').getByText('1', { exact: true }));
      assert.equal(await work.getByRole('button', { name: 'Return', exact: true }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Return all', exact: true }).isDisabled(), true, 'nothing is left to return');

      // On a phone's width the work opens over the list, the whole screen.
      await page.setViewportSize(PHONE);
      const dialog = page.getByRole('dialog', { name, exact: true });
      await expectVisible(dialog.getByRole('textbox', { name: 'Score', exact: true }));
      await expectLaidOut(page, "A student's work on a piece (teacher, phone)");
      await expectAccessible(page, "A student's work on a piece (teacher, phone)");
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(dialog);
      await expectLaidOut(page, 'The work on a piece (teacher, phone)');
      await expectAccessible(page, 'The work on a piece (teacher, phone)');
    } finally {
      await context.close();
    }

    // The gradebook holds the same score.
    const { currentTermID } = await teacher.get('/api/grades/my-subjects');
    const book = await teacher.get(`/api/grades/gradebook?subjectID=${subject._id}&termID=${currentTermID}`);
    const juan = book.students.find((each) => each._id === student.user._id);
    assert.equal(juan?.scores[piece.assessmentID], String(SCORE));

    // The student has it back, with the score and the comment.
    const lists = await student.get('/api/students/classwork');
    const done = lists.done.find((each) => each._id === piece._id);
    assert.ok(done, "the piece is under the student's 'Done'");
    assert.equal(done.work.status, 'returned');
    assert.equal(done.work.score, SCORE);
    assert.equal(done.work.comment, COMMENT);
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
