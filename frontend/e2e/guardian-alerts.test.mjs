// A guardian's alerts against the real binary with the demo school. A teacher saves a register
// marking the demo guardian's (parent1's) child absent; without a reload the guardian's bell
// counts one more unread, a toast names the child, and the bell's panel lists the alert; the
// guardian presses 'Seen' and sends a one-line reply, which the server keeps as the day's
// absence note: the adviser finds it among the section's excuses, from a guardian, and the
// alert seen with its reply under 'Guardian alerts'. The guardian's 'Alerts by e-mail' switch
// on their profile keeps its choice across a reload; the admin's 'E-mail an unseen guardian
// alert again after (minutes)' (30 until saved) refuses a bad value beside the field and keeps
// a good one across a reload.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { absenceIsNews, noticeDay, registerQuery, registerToTake } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectChecked, expectHidden, expectValue, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, DEMO_PASSWORD, TEACHER, startServer } from './server.mjs';

/** The seeded guardian: Juan Dela Cruz's mother, on the demo password. */
const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD, fullName: 'Teresa Dela Cruz' };
const REPLY = 'He has a fever today (browser test); back tomorrow.';
const REPLY_SENT = 'Your reply was sent to the adviser.';
const EMAIL_ALERTS_ON = 'Alerts will also come by e-mail.';
const EMAIL_ALERTS_OFF = 'Alerts will no longer come by e-mail.';
const RESEND_LABEL = 'E-mail an unseen guardian alert again after (minutes)';
const RESEND_MESSAGE = 'Enter a whole number of minutes from 5 to 1440.';

/** "Notifications", or "Notifications, 3 unread": the bell as screen readers name it. */
function bellName(unread) {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Saves `register` as the teacher would: every mark as it stands, and `studentId` absent. */
async function markAbsent(teacher, register, studentId) {
  const { students } = await teacher.get(`/api/attendance/register?${registerQuery(register)}`);
  const marks = students
    .filter((student) => student._id !== studentId && student.code !== 'present')
    .map((student) => ({ studentID: student._id, code: student.code, minutesLate: student.minutesLate, note: student.note }));
  marks.push({ studentID: studentId, code: 'absent', minutesLate: null, note: null });
  const where = register.kind === 'lesson' ? { scheduleID: register.scheduleID } : { sectionID: register.sectionID };
  await teacher.post('/api/attendance/register', { ...where, date: register.date, marks });
}

/**
 * Resolves once the page's live channel (`/api/ws`) has heard its first frame from the server,
 * so what is pushed after it reaches the page; fails after `timeout`.
 */
function liveChannelOpen(page, timeout = 15_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the live channel did not open within ${timeout} ms`)), timeout);
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/api/ws') return;
      socket.once('framereceived', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

/** The texts of the elements that describe `field` (its description and error, by `aria-describedby`). */
async function descriptionsOf(field) {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  );
}

describe("a guardian's alerts", () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("a child marked absent shows in the guardian's bell live; 'Seen' and a reply reach the adviser", async () => {
    const admin = await adminApi(server.baseUrl);
    const teacher = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const guardianApi = await signedInApi(server.baseUrl, 'guardian', GUARDIAN);
    const [child] = (await guardianApi.get('/api/guardians/children')).children;
    const { adviser } = await guardianApi.get(`/api/guardians/children/${child._id}/teachers`);
    assert.equal(adviser?.full_name, TEACHER.fullName, `${TEACHER.fullName} advises ${child.full_name}`);
    const onRoll = absenceIsNews(child._id, (mark) => mark.code === 'present');
    const register = await registerToTake(admin, teacher, undefined, onRoll);
    assert.ok(register, `a register of ${TEACHER.fullName}'s with ${child.full_name} on it, not absent yet`);

    const childName = `${child.first_name} ${child.last_name}`;
    const title = `${childName} marked absent`;
    const what = register.kind === 'lesson' ? register.subject : 'Daily register';
    const occasion = `${what}, ${noticeDay(register.date)}`;

    const guardian = await openPage(browser, server.baseUrl, '/guardian');
    try {
      const page = guardian.page;
      const live = liveChannelOpen(page);
      await signIn(page, GUARDIAN);
      const banner = page.getByRole('banner');
      // The demo guardian may have older alerts: the new one counts on top of them.
      const unread = (await guardianApi.get('/api/notifications')).unread;
      await expectVisible(banner.getByRole('button', { name: bellName(unread), exact: true }));
      await live;

      await markAbsent(teacher, register, child._id);

      // No reload: the bell counts it and a toast names the child.
      const counted = banner.getByRole('button', { name: bellName(unread + 1), exact: true });
      await expectVisible(counted);
      const toast = page.getByRole('alert').filter({ hasText: title });
      await expectVisible(toast);
      await expectVisible(toast.getByText(occasion, { exact: true }));
      // Toasts sit over the corner the panel opens in: close it first.
      await toast.getByRole('button', { name: 'Close' }).click();
      await expectHidden(toast);

      await counted.click();
      const panel = page.getByRole('dialog', { name: 'Notifications', exact: true });
      const alert = panel.getByRole('listitem').filter({ hasText: title }).filter({ hasText: occasion });
      await expectVisible(alert);
      const seen = alert.getByRole('button', { name: 'Seen', exact: true });
      await expectVisible(seen);
      await expectAccessible(page, "guardian: the bell's panel with an alert");

      await seen.click();
      await expectHidden(seen);
      await expectVisible(alert.getByText('Seen', { exact: true }));
      await expectVisible(banner.getByRole('button', { name: bellName(unread), exact: true }));

      // Nothing sent without a reply: the field says so.
      const reply = alert.getByRole('textbox', { name: `Reply about ${childName}`, exact: true });
      const send = alert.getByRole('button', { name: 'Send reply', exact: true });
      await send.click();
      await expectVisible(alert.getByText('Write a short reply.', { exact: true }));
      assert.equal(await reply.getAttribute('aria-invalid'), 'true');
      await reply.fill(REPLY);
      await send.click();
      await expectVisible(page.getByRole('alert').filter({ hasText: REPLY_SENT }));
      await expectVisible(alert.getByText(`Your reply: ${REPLY}`, { exact: true }));
      await expectHidden(reply);

      // The server agrees: seen, answered, read, and the reply kept as an excuse.
      const { alerts } = await guardianApi.get('/api/guardians/alerts');
      const stored = alerts.find((each) => each.studentID === child._id && each.date === register.date && each.register === what);
      assert.ok(stored, 'the alert is listed');
      assert.equal(stored.code, 'absent');
      assert.equal(stored.seen, true, 'the alert is seen');
      assert.equal(stored.reply, REPLY);
      assert.ok(stored.excuseID, 'the reply is on file as an excuse');
      const now = await guardianApi.get('/api/notifications');
      assert.equal(now.unread, unread, 'its notification is read');
      assert.equal(now.notifications.find((each) => each._id === stored._id)?.read, true);

      // A reload keeps it: the alert reads 'Seen' and the reply, with nothing left to send.
      await page.reload();
      await banner.getByRole('button', { name: bellName(unread), exact: true }).click();
      await expectVisible(alert.getByText(`Your reply: ${REPLY}`, { exact: true }));
      await expectHidden(alert.getByRole('button', { name: 'Seen', exact: true }));
    } finally {
      await guardian.context.close();
    }

    const adviserPage = await openPage(browser, server.baseUrl, '/teacher');
    try {
      const page = adviserPage.page;
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Attendance', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Attendance', exact: true }));
      await page.getByRole('tab', { name: 'Excuses', exact: true }).click();
      const excuses = page.getByRole('tabpanel', { name: 'Excuses', exact: true });
      await expectVisible(excuses.getByRole('heading', { name: 'Excuses on file', exact: true }));
      // The adviser of several sections chooses the child's.
      const section = excuses.getByRole('textbox', { name: 'Advisory class', exact: true });
      if (await section.isVisible().catch(() => false)) {
        await section.click();
        await page.getByRole('option', { name: `${child.level} - ${child.section}`, exact: true }).click();
      }

      // The reply is the day's absence note, from the guardian.
      const table = excuses.getByRole('table', { name: 'Excuses on file for this section', exact: true });
      const note = table.getByRole('row').filter({ hasText: REPLY });
      await expectVisible(note);
      await expectVisible(note.getByText(child.full_name, { exact: true }));
      await expectVisible(note.getByText('From a guardian', { exact: true }));
      await expectVisible(note.getByText(GUARDIAN.fullName, { exact: true }));

      // 'Guardian alerts' of the register's day: seen, with the reply.
      await excuses.getByLabel('Day', { exact: true }).fill(register.date);
      const told = excuses
        .getByRole('table', { name: 'Guardian alerts', exact: true })
        .getByRole('row')
        .filter({ hasText: childName })
        .filter({ hasText: `Absent (${what})` });
      await expectVisible(told);
      await expectVisible(told.getByText(GUARDIAN.fullName, { exact: true }));
      await expectVisible(told.getByText('Seen', { exact: true }));
      await expectVisible(told.getByText(REPLY, { exact: true }));
      await expectAccessible(page, "adviser: Attendance, Excuses with a guardian's reply");
    } finally {
      await adviserPage.context.close();
    }
  });

  test("the guardian's 'Alerts by e-mail' switch keeps its choice across a reload", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/guardian');
    try {
      await signIn(page, GUARDIAN);
      const session = async () => {
        const answer = await page.request.get(new URL('/api/session', server.baseUrl).toString());
        assert.equal(answer.status(), 200);
        return (await answer.json()).user;
      };
      const openProfile = async () => {
        await page.getByRole('navigation', { name: 'Guardian menu' }).getByRole('button', { name: GUARDIAN.fullName, exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Alerts', exact: true }));
      };
      const alertsByEmail = page.getByRole('switch', { name: 'Alerts by e-mail', exact: true });
      await openProfile();
      const was = (await session()).email_alerts;
      await expectChecked(alertsByEmail, was);
      await expectAccessible(page, 'guardian: Profile');

      // Turned one way and back again, each choice shown, kept by the server and after a reload.
      for (const enabled of [!was, was]) {
        // The switch moves once the server has kept the choice, not on the click.
        await alertsByEmail.click();
        await expectChecked(alertsByEmail, enabled);
        const told = page.getByRole('alert').filter({ hasText: enabled ? EMAIL_ALERTS_ON : EMAIL_ALERTS_OFF });
        await expectVisible(told);
        assert.equal((await session()).email_alerts, enabled, `the server has e-mail alerts ${enabled ? 'on' : 'off'}`);
        await page.reload();
        await openProfile();
        await expectChecked(alertsByEmail, enabled);
      }
    } finally {
      await context.close();
    }
  });

  test("an admin sets how long an unseen alert waits before it is e-mailed again, 30 minutes until saved", async () => {
    const admin = await adminApi(server.baseUrl);
    assert.deepEqual(await admin.get('/api/admins/guardian-alert-settings'), { resendMinutes: 30 });
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await openAdminView(page, 'School year', 'Attendance settings');
      await expectVisible(page.getByRole('heading', { name: 'Attendance settings', exact: true }));
      const form = page.getByRole('form', { name: 'Guardian alerts', exact: true });
      const minutes = form.getByLabel(RESEND_LABEL, { exact: true });
      const save = form.getByRole('button', { name: 'Save alert setting', exact: true });
      await expectValue(minutes, '30');
      await expectAccessible(page, 'attendance settings: guardian alerts');

      // Too few, too many, or none: refused beside the field, nothing saved.
      for (const bad of ['4', '1441', '']) {
        await minutes.fill(bad);
        await save.click();
        await expectVisible(form.getByText(RESEND_MESSAGE, { exact: true }));
        assert.equal(await minutes.getAttribute('aria-invalid'), 'true', `"${bad}" is refused`);
        assert.ok((await descriptionsOf(minutes)).includes(RESEND_MESSAGE), 'the message describes the field');
      }
      await expectAccessible(page, 'attendance settings: a refused guardian alert setting');
      assert.deepEqual(await admin.get('/api/admins/guardian-alert-settings'), { resendMinutes: 30 });

      await minutes.fill('45');
      await save.click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Guardian alert setting saved.' }));
      await expectHidden(form.getByText(RESEND_MESSAGE, { exact: true }));
      assert.equal(await minutes.getAttribute('aria-invalid'), 'false');
      assert.deepEqual(await admin.get('/api/admins/guardian-alert-settings'), { resendMinutes: 45 });

      await page.reload();
      await openAdminView(page, 'School year', 'Attendance settings');
      await expectValue(page.getByRole('form', { name: 'Guardian alerts', exact: true }).getByLabel(RESEND_LABEL, { exact: true }), '45');
    } finally {
      await context.close();
    }
  });
});
