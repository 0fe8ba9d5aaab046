// A teacher's announcement to a class against the real binary with the demo school: a demo
// teacher who advises a section opens 'Announcements', picks that class (kept in the address),
// sends an announcement with a PDF to its students and guardians, and sees it at the top of the
// class's stream; a student of the section finds it under 'Class stream' with the PDF, which
// downloads, and replies to the teacher, which reaches the teacher as an ordinary message; a
// guardian of that student sees it under 'Class stream' on a 390 px phone, laid out and
// accessible, and may download the PDF too.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { expectLaidOut, PHONE } from './layout.mjs';
import { DEMO_PASSWORD, startServer } from './server.mjs';

/** The demo school's accounts (`seed-demo --students 3 --teachers 2`), all with the demo password. */
const demo = (kind, count) =>
  Array.from({ length: count }, (_, index) => ({ email: `${kind}${index + 1}@demo.lyceum.test`, password: DEMO_PASSWORD }));
const TEACHERS = demo('teacher', 2);
const STUDENTS = demo('student', 3);
const GUARDIANS = demo('parent', 3);

/** Unique to this run, so the stream's card is this test's own. */
const STAMP = Date.now().toString(36);
const TEXT = `The field trip to the museum is on Friday (${STAMP}). Bring the signed permit slip.`;
const REPLY = `Noted, we will bring it (${STAMP}).`;
/** A small PDF, made here, attached to the announcement. */
const PERMIT = {
  name: 'Permit slip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/**
 * A demo teacher who advises the section of a demo student, that student, and a demo guardian
 * of theirs (as their APIs answer), teacher1 and student1 when they are such a pair.
 */
async function adviserStudentAndGuardian(baseUrl) {
  const students = [];
  for (const account of STUDENTS) {
    const api = await signedInApi(baseUrl, 'student', account);
    if (api.user.sectionID) students.push({ account, api });
  }
  for (const account of TEACHERS) {
    const teacher = await signedInApi(baseUrl, 'teacher', account);
    for (const section of teacher.user.advisoryClass) {
      const student = students.find((each) => each.api.user.sectionID === section.sectionID);
      if (!student) continue;
      for (const guardianAccount of GUARDIANS) {
        const guardian = await signedInApi(baseUrl, 'guardian', guardianAccount);
        const { children } = await guardian.get('/api/guardians/children');
        if (children.some((child) => child._id === student.api.user._id)) {
          return { teacher: { account, api: teacher, section }, student, guardian: { account: guardianAccount, api: guardian } };
        }
      }
    }
  }
  throw new Error('no demo teacher advises the section of a demo student with a guardian account');
}

describe("a teacher's announcement to a class: posted, read by a student who replies, read by a guardian", () => {
  let server;
  let browser;
  let teacher;
  let student;
  let guardian;
  /** How the class picker names the section: "Grade 7 - Rizal". */
  let classLabel;
  /** The announcement as the teacher's stream answers it, once posted. */
  let posted;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ teacher, student, guardian } = await adviserStudentAndGuardian(server.baseUrl));
    classLabel = `${teacher.section.level} - ${teacher.section.section}`;
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the adviser posts an announcement with a PDF to students and guardians, and sees it in the stream', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, teacher.account);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Announcements', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Announcements', exact: true }));
      assert.equal(new URL(page.url()).pathname, '/teacher/announcements');

      // The class, kept in the address.
      await page.getByRole('textbox', { name: 'Class', exact: true }).click();
      await page.getByRole('option', { name: classLabel, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('section') === teacher.section.sectionID);
      assert.equal(await page.getByRole('textbox', { name: 'Class', exact: true }).inputValue(), classLabel);

      const form = page.getByRole('form', { name: 'New announcement' });
      await expectVisible(form);
      const both = form.getByRole('radio', { name: 'Students and guardians', exact: true });
      await form.getByRole('radio', { name: 'Students', exact: true }).check();
      await both.check();
      assert.equal(await both.isChecked(), true);
      await form.getByRole('textbox', { name: 'Announcement', exact: true }).click();
      await page.keyboard.type(TEXT);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        form.getByRole('button', { name: 'Attach files', exact: true }).click(),
      ]);
      await chooser.setFiles(PERMIT);
      const chosen = form.getByRole('list', { name: 'Files to attach' });
      await expectVisible(chosen.getByText(PERMIT.name, { exact: true }));
      await expectVisible(chosen.getByRole('button', { name: `Remove ${PERMIT.name}`, exact: true }));
      await expectAccessible(page, 'Announcements, a new announcement written (teacher)');

      await form.getByRole('button', { name: 'Post announcement', exact: true }).click();
      const toast = page.getByText(/^Announcement posted to .+\.$/);
      await expectVisible(toast);
      const told = await toast.first().textContent();

      // The stream shows it first: to students and guardians, with the PDF.
      const stream = page.getByRole('region', { name: 'Class stream', exact: true });
      const card = stream.getByRole('article').filter({ hasText: TEXT });
      await expectVisible(card);
      await expectVisible(card.getByText('To students and guardians', { exact: true }));
      await expectVisible(card.getByRole('heading', { name: teacher.api.user.full_name, exact: true }));
      const link = card.getByRole('list', { name: 'Files' }).getByRole('link', { name: PERMIT.name, exact: true });
      await expectVisible(link);
      assert.equal(await card.getByRole('button', { name: 'Reply', exact: true }).count(), 0, 'the teacher has no Reply');
      assert.match(await stream.getByRole('article').first().textContent(), new RegExp(STAMP));

      // The form is blank again.
      await expectHidden(chosen);
      assert.equal((await form.getByRole('textbox', { name: 'Announcement', exact: true }).textContent()).trim(), '');

      // As the server keeps it.
      const { announcements } = await teacher.api.get(
        `/api/teachers/announcements?sectionID=${encodeURIComponent(teacher.section.sectionID)}`,
      );
      posted = announcements.find((each) => each.body.includes(STAMP));
      assert.ok(posted, 'the announcement is in the section’s stream');
      assert.equal(announcements[0]._id, posted._id, 'newest first');
      assert.equal(posted.audience, 'both');
      assert.equal(posted.sectionID, teacher.section.sectionID);
      assert.equal(posted.teacherID, teacher.api.user._id);
      assert.deepEqual(posted.files.map((file) => file.name), [PERMIT.name]);
      assert.equal(await link.getAttribute('href'), posted.files[0].file);
      assert.equal(told, `Announcement posted to ${posted.section}.`);

      // A reload keeps the class. (Checked for accessibility from the top of the page: scrolled
      // down, the top bar overlaps the class picker, which axe counts against its target size.)
      await page.reload();
      await expectVisible(page.getByRole('region', { name: 'Class stream', exact: true }).getByRole('article').filter({ hasText: TEXT }));
      assert.equal(await page.getByRole('textbox', { name: 'Class', exact: true }).inputValue(), classLabel);
      await expectAccessible(page, 'Announcements with the class stream (teacher)');
    } finally {
      await context.close();
    }
  });

  test("a student of the section reads it under 'Class stream', downloads the PDF and replies to the teacher", async () => {
    assert.ok(posted, 'the announcement was posted');
    const teacherName = teacher.api.user.full_name;
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await signIn(page, student.account);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Class stream', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Class stream', exact: true, level: 2 }));
      assert.equal(new URL(page.url()).pathname, '/student/stream');

      const card = page.getByRole('article').filter({ hasText: TEXT });
      await expectVisible(card);
      await expectVisible(card.getByText('To students and guardians', { exact: true }));
      const link = card.getByRole('list', { name: 'Files' }).getByRole('link', { name: PERMIT.name, exact: true });
      await expectVisible(link);
      assert.equal(await link.getAttribute('target'), '_blank');
      const file = await page.request.get(await link.getAttribute('href'));
      assert.equal(file.status(), 200, "the student may open the announcement's file");
      assert.match((await file.body()).toString('latin1'), /^%PDF-1\.4/);
      await expectAccessible(page, 'Class stream (student)');

      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Reply to ${teacherName}` });
      await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(REPLY);
      await expectAccessible(page, 'Reply to a teacher (student)');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expectVisible(page.getByText(`Sent to ${teacherName}. The reply is in your Messages.`, { exact: true }));
      await expectHidden(dialog);

      // The teacher has it, as an ordinary message from the student.
      const messages = await teacher.api.get(`/api/messages/${encodeURIComponent(student.api.user._id)}`);
      assert.ok(
        messages.some((message) => message.message === REPLY && message.senderId === student.api.user._id),
        'the reply is in the teacher’s conversation with the student',
      );
      const conversations = await teacher.api.get('/api/teachers/conversations');
      const withStudent = conversations.find((conversation) => conversation._id === student.api.user._id);
      assert.equal(withStudent?.lastMessage.message, REPLY);

      // Another announcement while the stream is open: it shows at the top without a reload.
      const LATER = `Buses leave at 7:00 on Friday (${STAMP}).`;
      await teacher.api.post('/api/teachers/announcements', {
        sectionID: teacher.section.sectionID,
        audience: 'students',
        body: `<p>${LATER}</p>`,
        attachedFiles: [],
      });
      await expectVisible(page.getByRole('article').first().getByText(LATER, { exact: true }));
      assert.equal(new URL(page.url()).pathname, '/student/stream');
    } finally {
      await context.close();
    }
  });

  test("a guardian of the student reads it under 'Class stream' on a phone, and may download the PDF", async () => {
    assert.ok(posted, 'the announcement was posted');
    const childID = student.api.user._id;
    const { context, page } = await openPage(browser, server.baseUrl, '/guardian', { viewport: PHONE });
    try {
      await signIn(page, guardian.account);
      // Home names the child it shows in its address.
      await page.waitForURL(/[?&]child=/);
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await page.getByRole('navigation', { name: 'Guardian menu' }).getByRole('button', { name: 'Class stream', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/guardian/stream');
      await expectVisible(page.getByRole('heading', { name: 'Class stream', exact: true, level: 2 }));
      if (new URL(page.url()).searchParams.get('child') !== childID) {
        // A guardian of several children: the student's stream, as a notification's address names it.
        await page.goto(`/guardian/stream?child=${encodeURIComponent(childID)}`);
        await expectVisible(page.getByRole('heading', { name: 'Class stream', exact: true, level: 2 }));
      }

      const card = page.getByRole('article').filter({ hasText: TEXT });
      await expectVisible(card);
      await expectVisible(card.getByText('To students and guardians', { exact: true }));
      await expectVisible(card.getByRole('button', { name: 'Reply', exact: true }));
      const link = card.getByRole('list', { name: 'Files' }).getByRole('link', { name: PERMIT.name, exact: true });
      await expectVisible(link);
      const file = await page.request.get(await link.getAttribute('href'));
      assert.equal(file.status(), 200, "the guardian may open the announcement's file");

      const { announcements } = await guardian.api.get(`/api/guardians/children/${encodeURIComponent(childID)}/announcements`);
      assert.ok(announcements.some((each) => each._id === posted._id), 'the guardian’s call answers it');

      await expectLaidOut(page, 'Class stream (guardian, phone)');
      await expectAccessible(page, 'Class stream (guardian, phone)');
    } finally {
      await context.close();
    }
  });
});
