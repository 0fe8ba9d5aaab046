// Every screen of the student, teacher and guardian portals, walked as its user would and checked by `checkScreen` (e2e/screens.mjs): under the
// server's Content-Security-Policy, at both sizes, in both themes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminApi } from './admin-api.mjs';
import { expectHidden, expectVisible, signIn } from './browser.mjs';
import { checkScreen, openWatched, startWalk } from './screens.mjs';
import { STUDENT, TEACHER } from './server.mjs';

describe('Every screen of the student, teacher and guardian portals', () => {
  const walk = startWalk();

  test("a subject's screen in each portal, the teacher's advisory section and the work on a piece of classwork", async () => {
    const student = await openWatched(walk.browser, walk.server.baseUrl, '/');
    const teacher = await openWatched(walk.browser, walk.server.baseUrl, '/teacher');
    try {
      await signIn(student.page, STUDENT);
      await student.page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: /^Grade \d/ }).click();
      await student.page.getByRole('button', { name: /^Mathematics/ }).click();
      await expectVisible(student.page.getByRole('table', { name: 'Schedule of Mathematics' }));
      await checkScreen(student.page, "a subject's details (student)");

      await signIn(teacher.page, TEACHER);
      await teacher.page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Classes', exact: true }).click();
      await teacher.page.getByRole('main').getByRole('button', { name: /Grade \d/ }).first().click();
      await expectVisible(teacher.page.getByRole('button', { name: 'Go back', exact: true }));
      await checkScreen(teacher.page, "a subject's screen (teacher)");
      // An advisory section's screen, with its School Register to download.
      await teacher.page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Advisory Classes', exact: true }).click();
      await teacher.page.getByRole('main').getByRole('button', { name: /Grade \d/ }).first().click();
      await expectVisible(teacher.page.getByRole('button', { name: 'Download SF1 (School Register)', exact: true }));
      await checkScreen(teacher.page, "an advisory section's screen (teacher)");
      // The work on a piece of classwork of the demo student's class, at its own address: the
      // student's work open beside the class list (over it, the whole screen, on a phone).
      await teacher.page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Classwork', exact: true }).click();
      await teacher.page
        .getByRole('row')
        .filter({ hasText: 'Grade 7 - Rizal' })
        .first()
        .getByRole('link', { name: /^Review work on / })
        .click();
      await teacher.page.getByRole('table', { name: 'Students', exact: true }).getByRole('rowheader').first().getByRole('button').click();
      await expectVisible(teacher.page.getByRole('textbox', { name: 'Score', exact: true }));
      await checkScreen(teacher.page, 'the work on a piece of classwork (teacher)');
      assert.deepEqual([...student.violations, ...teacher.violations], []);
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });

  for (const { area, path, account, menuName, items } of [
    {
      area: 'student',
      path: '/',
      account: STUDENT,
      menuName: 'Student menu',
      items: [STUDENT.fullName, /^Grade \d|My Class/, 'Classwork', 'Class stream', 'Timetable', 'Attendance', /^Messages/, 'General Newsletters / Memos', 'Home'],
    },
    {
      area: 'teacher',
      path: '/teacher',
      account: TEACHER,
      menuName: 'Teacher menu',
      items: [TEACHER.fullName, 'Classes', 'Timetable', 'Attendance', 'Classwork', 'Announcements', /^Messages/, 'Advisory Classes', 'Home'],
    },
  ]) {
    test(`the ${area} login, every ${area} screen and the live channel`, async () => {
      const { context, page, violations } = await openWatched(walk.browser, walk.server.baseUrl, path);
      try {
        await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }));
        await checkScreen(page, `${area} login`);
        const socketOpened = page.waitForEvent('websocket');
        await signIn(page, account);
        const menu = page.getByRole('navigation', { name: menuName });
        await expectVisible(menu);
        const socket = await socketOpened;
        assert.match(socket.url(), /\/api\/ws$/);
        for (const item of items) {
          await menu.getByRole('button', { name: item }).first().click();
          if (String(item).includes('Messages')) {
            // The conversations are checked too, not only the screen around them.
            const list = page.getByRole('list', { name: 'Conversations' });
            await expectVisible(list.or(page.getByText(/^No conversations yet/)));
          }
          await checkScreen(page, `${area}: ${item}`);
        }
        await expectVisible(page.getByRole('img', { name: account.fullName }));
        assert.equal(socket.isClosed(), false, 'the live channel stays open under the policy');
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the guardian login, the first-sign-in password screen and every guardian screen', async () => {
    // A guardian of our own with two children, so the child switcher shows.
    const admin = await adminApi(walk.server.baseUrl);
    const { password: startingPassword } = await admin.get('/api/admins/default-password');
    const studentIDs = [];
    for (const first of ['Ines', 'Oscar']) {
      const student = await admin.post('/api/admins/create-student', {
        first_name: first,
        last_name: 'Villa',
        email: `${first.toLowerCase()}.villa@e2e.lyceum.test`,
        address: '9 Luna Street',
        password: 'Lyceum@2023',
        birthdate: '2012-01-15',
        parent_fName: 'Lorna',
        parent_lName: 'Villa',
        relationship: 'Mother',
      });
      studentIDs.push(student._id);
    }
    const guardian = { email: 'lorna.villa@e2e.lyceum.test', password: startingPassword };
    await admin.post('/api/admins/create-guardian', {
      first_name: 'Lorna',
      middle_name: '',
      last_name: 'Villa',
      email: guardian.email,
      phone: '',
      relationship: 'Mother',
      image: null,
      studentIDs,
    });

    const { context, page, violations } = await openWatched(walk.browser, walk.server.baseUrl, '/guardian');
    try {
      await expectVisible(page.getByRole('heading', { name: 'Login as a Guardian', exact: true }));
      await checkScreen(page, 'guardian login');
      await signIn(page, guardian);
      await expectVisible(page.getByRole('heading', { name: 'Set your own password', exact: true }));
      await checkScreen(page, 'guardian: Set your own password');
      await page.getByLabel('Current password', { exact: true }).fill(startingPassword);
      await page.getByLabel('New password', { exact: true }).fill('lorna-own-pass-1');
      await page.getByLabel('Confirm new password', { exact: true }).fill('lorna-own-pass-1');
      await page.getByRole('button', { name: 'Save password', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Guardian menu' });
      await expectVisible(menu);
      // The notice of the saved password sits over the account menu in the corner: close it.
      const notice = page.locator('.mantine-Notification-root').first();
      await notice.waitFor({ state: 'visible', timeout: 5000 }).then(
        () => notice.getByRole('button', { name: 'Close' }).click(),
        () => {},
      );
      await expectHidden(notice);
      await expectVisible(page.getByRole('textbox', { name: 'Child', exact: true }));
      for (const item of ['Lorna Villa', 'Home', 'Timetable', 'Attendance', 'Grades', 'Classwork', 'Class stream', 'Absence notes', 'Teachers', 'Messages']) {
        await menu.getByRole('button', { name: item, exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: item, exact: true }));
        await checkScreen(page, `guardian: ${item}`);
      }
      for (const item of ['News and announcements', 'General Newsletters / Memos']) {
        await menu.getByRole('button', { name: item, exact: true }).click();
        await checkScreen(page, `guardian: ${item}`);
      }
      await page.getByRole('textbox', { name: 'Child', exact: true }).click();
      await expectVisible(page.getByRole('option', { name: 'Oscar Villa', exact: true }));
      await checkScreen(page, 'guardian: the child switcher, open');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });
});
