// The teacher portal as a teacher uses it: phone update, a class with a file attached and
// deleted, an advisory class with its students and a lesson guide its student then sees.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('teacher portal screens', () => {
  let server;
  let browser;
  let fileDir;
  let subject;
  let advisory;
  let teacherId;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    fileDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-files-'));
    await writeFile(path.join(fileDir, 'Quiz 1.pdf'), PDF);
    await writeFile(path.join(fileDir, 'Week 2 guide.pdf'), PDF);
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    teacherId = teacher.user._id;
    [subject] = (await teacher.post('/api/teachers/get-teacher-subjects', {})).subjects;
    // The advisory section the signed-in student is in, so the student can see the new guide.
    const admin = await adminApi(server.baseUrl);
    const [juan] = (await admin.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;
    advisory = teacher.user.advisoryClass.find((section) => section.sectionID === juan.sectionID);
    assert.ok(subject && advisory, 'the demo teacher teaches a subject and advises the student1 section');
    advisory = { ...advisory, ...(await teacher.post('/api/teachers/get-section-details', { id: advisory.sectionID })) };
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (fileDir) await rm(fileDir, { recursive: true, force: true });
  });

  test('a teacher updates the phone, shares and deletes a subject file, and shares a lesson guide', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    try {
      await signIn(page, TEACHER);
      const menu = page.getByRole('navigation', { name: 'Teacher menu' });

      // Profile: a new phone number, kept after a reload.
      await menu.getByRole('button', { name: TEACHER.fullName, exact: true }).click();
      const phone = page.getByRole('textbox', { name: 'Phone' });
      await phone.fill('09170001111');
      await page.getByRole('button', { name: 'Update Teacher Account', exact: true }).click();
      await expectVisible(page.getByText("Teacher's account updated successfully!", { exact: true }));
      await page.reload();
      await menu.getByRole('button', { name: TEACHER.fullName, exact: true }).click();
      assert.equal(await page.getByRole('textbox', { name: 'Phone' }).inputValue(), '09170001111');

      // Classes: open a subject, attach a file, delete it.
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      const place = `${subject.levelName} - ${subject.sectionName}`;
      await page.getByRole('button').filter({ hasText: subject.subject }).filter({ hasText: place }).click();
      await expectVisible(page.getByRole('heading', { name: subject.subject, exact: true }));
      await expectVisible(page.getByRole('table', { name: `Schedule of ${subject.subject}` }));
      await expectVisible(page.getByText('No files uploaded yet for this subject..', { exact: true }));
      const [quizChooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Attach a file', exact: true }).click(),
      ]);
      await quizChooser.setFiles(path.join(fileDir, 'Quiz 1.pdf'));
      await expectVisible(page.getByRole('link', { name: 'Download Quiz 1.pdf', exact: true }));
      await page.getByRole('button', { name: 'Delete Quiz 1.pdf', exact: true }).click();
      await expectVisible(page.getByText('No files uploaded yet for this subject..', { exact: true }));
      assert.deepEqual(dialogs, ['Are you sure you want to delete this File?']);
      await page.getByRole('button', { name: 'Go back', exact: true }).click();

      // Advisory class: its students, then a lesson guide.
      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await page.getByRole('button').filter({ hasText: `${advisory.levelName} - ${advisory.section}` }).click();
      // The section's UUID is not shown, only offered to copy.
      await expectVisible(page.getByRole('button', { name: 'Copy ID of the section', exact: true }));
      assert.equal(await page.getByText(advisory.sectionID, { exact: true }).count(), 0);
      await page.getByRole('button', { name: 'View students', exact: true }).click();
      const students = page.getByRole('table', { name: `Students of ${advisory.section}` });
      await expectVisible(students.getByRole('cell', { name: STUDENT.email, exact: true }));
      await page.keyboard.press('Escape');
      await expectHidden(students);
      const [guideChooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Upload a lesson guide', exact: true }).click(),
      ]);
      await guideChooser.setFiles(path.join(fileDir, 'Week 2 guide.pdf'));
      await expectVisible(page.getByRole('link', { name: 'Download Week 2 guide.pdf', exact: true }));
    } finally {
      await context.close();
    }

    // The section's student sees the new lesson guide on the class page.
    const student = await openPage(browser, server.baseUrl, '/student');
    try {
      await signIn(student.page, STUDENT);
      const menu = student.page.getByRole('navigation', { name: 'Student menu' });
      await menu.getByRole('button', { name: `${advisory.levelName} - ${advisory.section}`, exact: true }).click();
      await expectVisible(student.page.getByRole('link', { name: 'Week 2 guide.pdf', exact: true }));
    } finally {
      await student.context.close();
    }
  });

  test('the portal works on a phone-sized screen through the menu drawer', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher', {
      viewport: { width: 360, height: 740 },
    });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const assertNoSidewaysScrolling = async (where) => {
      const width = await pageWidth();
      assert.ok(width <= 360, `no sideways scrolling on a phone in ${where} (page is ${width}px wide)`);
    };
    try {
      await signIn(page, TEACHER);
      await expectVisible(page.getByText(`Hi, ${TEACHER.firstName}!`, { exact: true }));
      await assertNoSidewaysScrolling('Home');
      const menu = page.getByRole('navigation', { name: 'Teacher menu' });

      // Classes, then one subject with its schedule.
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await menu.getByRole('button', { name: 'Classes', exact: true }).click();
      const place = `${subject.levelName} - ${subject.sectionName}`;
      const subjectCard = page.getByRole('button').filter({ hasText: subject.subject }).filter({ hasText: place });
      await expectVisible(subjectCard);
      await assertNoSidewaysScrolling('Classes');
      await subjectCard.click();
      await expectVisible(page.getByRole('table', { name: `Schedule of ${subject.subject}` }));
      await expectVisible(page.getByRole('button', { name: 'Attach a file', exact: true }));
      await assertNoSidewaysScrolling('the subject details');

      // Advisory Classes, then one section and its students.
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      const sectionCard = page.getByRole('button').filter({ hasText: `${advisory.levelName} - ${advisory.section}` });
      await expectVisible(sectionCard);
      await assertNoSidewaysScrolling('Advisory Classes');
      await sectionCard.click();
      // The section's UUID is not shown, only offered to copy.
      await expectVisible(page.getByRole('button', { name: 'Copy ID of the section', exact: true }));
      assert.equal(await page.getByText(advisory.sectionID, { exact: true }).count(), 0);
      await assertNoSidewaysScrolling('the section details');
      await page.getByRole('button', { name: 'View students', exact: true }).click();
      const students = page.getByRole('table', { name: `Students of ${advisory.section}` });
      await expectVisible(students.getByRole('cell', { name: STUDENT.email, exact: true }));
      await assertNoSidewaysScrolling('the students panel');
      await page.keyboard.press('Escape');

      // The account items at the foot of the drawer close it: the dialog stands alone.
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await menu.getByRole('button', { name: 'Change password', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await expectVisible(dialog);
      await expectVisible(page.getByRole('button', { name: 'Open navigation', exact: true }));
      // The drawer slides out of the screen (it stays in the page, translated off to the left).
      await page.waitForFunction(
        () => document.querySelector('nav[aria-label="Teacher menu"]').getBoundingClientRect().right <= 0,
      );
      await assertNoSidewaysScrolling('the Change password dialog');
    } finally {
      await context.close();
    }
  });

  test('an advisory class the admin assigns meanwhile shows without signing in again', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      const menu = page.getByRole('navigation', { name: 'Teacher menu' });
      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await expectVisible(page.getByRole('button').filter({ hasText: `${advisory.levelName} - ${advisory.section}` }));
      const mabini = page.getByRole('button').filter({ hasText: `${advisory.levelName} - Mabini` });
      assert.equal(await mabini.count(), 0);

      const admin = await adminApi(server.baseUrl);
      await admin.post('/api/admins/create-section', { level: advisory.level, section: 'Mabini', adviser: teacherId });

      await menu.getByRole('button', { name: 'Home', exact: true }).click();
      await menu.getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await expectVisible(mabini);
      await mabini.click();
      await expectVisible(page.getByRole('heading', { name: 'Mabini', exact: true }));
      await expectVisible(page.getByText('No files uploaded yet for this section..', { exact: true }));
    } finally {
      await context.close();
    }
  });
});
