// The student portal as a student uses it: the news feed, the profile with a new photo, the
// class page with a subject and its files, and the newsletters (a link to open, a file to download).
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { STUDENT, TEACHER, startServer } from './server.mjs';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PHOTO_UPDATED = 'Profile photo updated successfully! Do you want to login again to reflect the change?';

describe('student portal screens', () => {
  let server;
  let browser;
  let photoDir;
  let juan;
  let subjectName;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    photoDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-photo-'));
    await writeFile(path.join(photoDir, 'me.png'), PNG_1X1);

    // What the school publishes: a news post, a newsletter link and file, and files from the adviser.
    const admin = await adminApi(server.baseUrl);
    await admin.post('/api/admins/create-news-updates', { text: '<p>Foundation Day is on Friday.</p>' });
    await admin.post('/api/admins/upload-newsletter-memo', { link: 'https://example.org/memo-7' });
    const memo = await admin.upload('/api/newsletterUpload', 'file', 'June memo.pdf', PDF, 'application/pdf');
    await admin.post('/api/admins/upload-newsletter-memo', { file: memo });
    [juan] = (await admin.get(`/api/admins/get-students?q=${encodeURIComponent(STUDENT.email)}&pageSize=5`)).students;

    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const guide = await teacher.upload('/api/sectionUpload', 'file', 'Week 1 guide.pdf', PDF, 'application/pdf');
    await teacher.post('/api/teachers/attach-section-file', { sectionID: juan.sectionID, attachedFile: guide });
    const { subjects } = await teacher.post('/api/teachers/get-teacher-subjects', {});
    const subject = subjects.find((item) => item.section === juan.sectionID);
    assert.ok(subject, 'the adviser teaches a subject in the section');
    subjectName = subject.subject;
    const file = await teacher.upload('/api/subjectUpload', 'file', 'Fractions.pdf', PDF, 'application/pdf');
    await teacher.post('/api/teachers/attach-subject-file', { subjectID: subject._id, attachedFile: file });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (photoDir) await rm(photoDir, { recursive: true, force: true });
  });

  test('a student reads the feed, changes the profile photo, opens a subject and reads newsletters', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/student');
    try {
      const dialogs = answerDialogs(page);
      await signIn(page, STUDENT);
      await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
      await expectVisible(page.getByText('Foundation Day is on Friday.', { exact: true }));
      const menu = page.getByRole('navigation', { name: 'Student menu' });

      // Profile: read-only facts, then a new photo that shows at once.
      await menu.getByRole('button', { name: STUDENT.fullName, exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Student information', exact: true }));
      await expectVisible(page.getByText(juan.section, { exact: true }));
      await page.locator('input[type="file"]').setInputFiles(path.join(photoDir, 'me.png'));
      await page.getByRole('button', { name: 'Update Profile Photo', exact: true }).click();
      // The question is a real confirm: accepting reloads the page, still signed in and on the profile.
      await dialogs.waitForDialog(PHOTO_UPDATED);
      await expectVisible(page.getByRole('heading', { name: 'Student information', exact: true }));
      await menu.getByRole('button', { name: STUDENT.fullName, exact: true }).click();
      const banner = page.getByRole('banner');
      const avatar = banner.getByRole('img', { name: STUDENT.fullName });
      await page.waitForFunction(
        (img) => img && /\/api\/files\/images\//.test(img.getAttribute('src') ?? ''),
        await avatar.elementHandle(),
      );

      // Class page: adviser, lesson guide, a subject with its schedule and a download.
      await menu.getByRole('button', { name: `${juan.level} - ${juan.section}`, exact: true }).click();
      await expectVisible(page.getByText(TEACHER.fullName, { exact: true }));
      await expectVisible(page.getByRole('link', { name: 'Week 1 guide.pdf', exact: true }));
      await page.getByRole('button').filter({ hasText: `${subjectName}` }).click();
      await expectVisible(page.getByRole('heading', { name: subjectName, exact: true }));
      await expectVisible(page.getByRole('table', { name: `Schedule of ${subjectName}` }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Fractions.pdf', exact: true }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'Fractions.pdf');
      await page.getByRole('button', { name: 'Go back', exact: true }).click();
      await expectVisible(page.getByRole('button').filter({ hasText: `${subjectName}` }));

      // Newsletters: read-only; the link opens, the file downloads under its original name.
      await menu.getByRole('button', { name: 'General Newsletters / Memos', exact: true }).click();
      const linkCard = page.getByRole('article', { name: 'https://example.org/memo-7', exact: true });
      await expectVisible(linkCard.getByRole('link', { name: 'Open', exact: true }));
      assert.equal(await linkCard.getByRole('link', { name: 'Download', exact: true }).count(), 0);
      const memoCard = page.getByRole('article', { name: 'June memo.pdf', exact: true });
      await expectVisible(memoCard.getByRole('link', { name: 'Open', exact: true }));
      const [memoDownload] = await Promise.all([
        page.waitForEvent('download'),
        memoCard.getByRole('link', { name: 'Download', exact: true }).click(),
      ]);
      assert.equal(memoDownload.suggestedFilename(), 'June memo.pdf');
      assert.equal(await page.getByRole('button', { name: 'Delete', exact: true }).count(), 0);
    } finally {
      await context.close();
    }
  });

  test('the portal works on a phone-sized screen through the menu drawer', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/student', {
      viewport: { width: 360, height: 740 },
    });
    try {
      await signIn(page, STUDENT);
      await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Student menu' });
      await menu.getByRole('button', { name: `${juan.level} - ${juan.section}`, exact: true }).click();
      await expectVisible(page.getByRole('button').filter({ hasText: `${subjectName}` }));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scrolling on a phone (page is ${width}px wide)`);
    } finally {
      await context.close();
    }
  });
});
