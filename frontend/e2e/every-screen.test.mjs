// Every screen of each area, walked as its user would: each one works under the server's
// Content-Security-Policy (scripts, styles, pictures, the live channel) with no violation
// reported, and shows no serious or critical accessibility violation (axe-core, WCAG 2.2 AA).
// The last test walks a screen of each kind again in the dark theme, as a device set to dark
// shows the app.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminApi, signedInApi } from './admin-api.mjs';
import { registerToTake } from './attendance-days.mjs';
import { expectAccessible } from './axe.mjs';
import { expectHidden, expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

/** A browser whose device prefers dark: the app follows it until someone picks a theme. */
const DARK_DEVICE = { colorScheme: 'dark' };

/**
 * Opens `path` recording every CSP violation the page reports, and console errors naming the
 * policy; `contextOptions` as for a new browser context (`DARK_DEVICE`).
 */
async function openWatched(browser, baseUrl, path, contextOptions = {}) {
  const opened = await openPage(browser, baseUrl, 'about:blank', contextOptions);
  const violations = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await opened.page.exposeFunction('reportViolation', (text) => violations.push(text));
  await opened.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  await opened.page.goto(path);
  const response = await opened.page.request.get(path);
  assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  return { ...opened, violations };
}

/** Lets a screen's data arrive, then checks it with axe. */
async function checkScreen(page, name) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, name);
}

describe('every screen, under the content security policy and accessible', () => {
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

  test('the admin login, every admin screen and its details panels', async () => {
    const { context, page, violations } = await openWatched(browser, server.baseUrl, '/admin');
    try {
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
      await checkScreen(page, 'admin login');
      await signIn(page, ADMIN);
      const screens = [
        ['Home', 'Today at school'],
        ['Teachers', 'View all teachers'],
        ['Teachers', 'Create account for teacher'],
        ['Students', 'View all students'],
        ['Students', 'Create account for student'],
        ['Guardians', 'View all guardians'],
        ['Guardians', 'Create guardian account'],
        ['Guardians', 'Students without a guardian account'],
        ['Classes', 'View all classes'],
        ['Classes', 'Create a new class'],
        ['Classes', 'Timetables'],
        ['General Newsletters / Memos', 'Upload newsletters or memos'],
        ['Audit log', 'View the audit log'],
        ['Administrators', 'Manage administrators'],
        ['School year', 'School year'],
        ['News and updates', 'View news and updates'],
        ['News and updates', 'Create news and updates'],
      ];
      for (const [group, screen] of screens) {
        await openAdminView(page, group, screen);
        await expectVisible(page.getByRole('heading', { name: screen, exact: true }));
        await checkScreen(page, screen);
      }
      // The account dialogs every area's menu opens.
      for (const [item, dialogName] of [
        ['Change password', 'Change password'],
        ['Sign out everywhere', 'Sign out everywhere?'],
      ]) {
        await page.getByRole('button', { name: item, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await expectVisible(dialog);
        await checkScreen(page, dialogName);
        await page.keyboard.press('Escape');
        await expectHidden(dialog);
      }
      // The editor is a live rich-text area, styled by the policy's allowed inline styles.
      const editor = page.getByRole('textbox', { name: 'News text' });
      await editor.click();
      await page.keyboard.type('Foundation Day');
      assert.equal((await editor.innerText()).trim(), 'Foundation Day');

      for (const [group, screen, panelName] of [
        ['Teachers', 'View all teachers', 'Teacher details'],
        ['Students', 'View all students', 'Student details'],
      ]) {
        await openAdminView(page, group, screen);
        await page.getByRole('button', { name: 'View Details', exact: true }).first().click();
        const panel = page.getByRole('dialog', { name: panelName });
        await expectVisible(panel);
        await checkScreen(page, panelName);
        await panel.getByRole('button', { name: 'Close', exact: true }).click();
        await expectHidden(panel);
      }
      // The CSV import dialog of the teacher list.
      await openAdminView(page, 'Teachers', 'View all teachers');
      await page.getByRole('button', { name: 'Import from CSV', exact: true }).click();
      const importDialog = page.getByRole('dialog');
      await expectVisible(importDialog);
      await checkScreen(page, 'Import from CSV');
      await page.keyboard.press('Escape');
      await expectHidden(importDialog);
      // The guardian list's 'Create guardian accounts' dialog, with the whole school's preview.
      await openAdminView(page, 'Guardians', 'View all guardians');
      await page.getByRole('button', { name: 'Create guardian accounts', exact: true }).click();
      const guardianDialog = page.getByRole('dialog', { name: 'Create guardian accounts' });
      await expectVisible(guardianDialog.getByText('Preview for the whole school', { exact: true }));
      await checkScreen(page, 'Create guardian accounts');
      await page.keyboard.press('Escape');
      await expectHidden(guardianDialog);
      // The class-structure import dialog of the classes list.
      await openAdminView(page, 'Classes', 'View all classes');
      await page.getByRole('button', { name: 'Import class structure', exact: true }).click();
      const structureDialog = page.getByRole('dialog', { name: 'Import class structure' });
      await expectVisible(structureDialog);
      await checkScreen(page, 'Import class structure');
      await page.keyboard.press('Escape');
      await expectHidden(structureDialog);

      // The edit forms, and the class structure: a level, a section's details, its edit screen
      // and a subject's panel.
      for (const [group, screen, heading] of [
        ['Teachers', 'View all teachers', 'Update/Edit teacher account'],
        ['Students', 'View all students', 'Update/Edit student account'],
      ]) {
        await openAdminView(page, group, screen);
        await page.getByRole('button', { name: /^Edit / }).first().click();
        await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
        await checkScreen(page, heading);
      }
      await openAdminView(page, 'Classes', 'View all classes');
      await page.getByRole('button', { name: 'Grade 7', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Grade 7', exact: true }));
      await checkScreen(page, 'level Grade 7');
      const rizal = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Rizal', exact: true }) });
      await rizal.getByRole('button', { name: 'View Details', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Section details' });
      await expectVisible(details);
      await checkScreen(page, 'Section details');
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(details);
      await rizal.getByRole('button', { name: 'Edit Rizal', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Edit section', exact: true }));
      await checkScreen(page, 'Edit section');
      await page.getByRole('button', { name: 'Move students', exact: true }).click();
      const moving = page.getByRole('dialog', { name: 'Move students of Rizal' });
      await expectVisible(moving);
      await checkScreen(page, 'Move students');
      await moving.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHidden(moving);
      await page.getByRole('button', { name: /^Edit (?!section)/ }).first().click();
      await expectVisible(page.getByRole('dialog'));
      await checkScreen(page, 'subject panel');
      await page.keyboard.press('Escape');
      // The section's printable class list, a page of its own.
      context.on('console', (message) => {
        if (message.page() !== page && message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      const opening = context.waitForEvent('page');
      await page.getByRole('link', { name: 'Print class list', exact: true }).click();
      const sheet = await opening;
      await expectVisible(sheet.getByRole('heading', { name: 'Class list: Rizal', exact: true }));
      await checkScreen(sheet, 'class list');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });

  test("a subject's screen in each portal", async () => {
    const student = await openWatched(browser, server.baseUrl, '/');
    const teacher = await openWatched(browser, server.baseUrl, '/teacher');
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
      items: [STUDENT.fullName, /^Grade \d|My Class/, 'Timetable', /^Messages/, 'General Newsletters / Memos', 'Home'],
    },
    {
      area: 'teacher',
      path: '/teacher',
      account: TEACHER,
      menuName: 'Teacher menu',
      items: [TEACHER.fullName, 'Classes', 'Timetable', /^Messages/, 'Advisory Classes', 'Home'],
    },
  ]) {
    test(`the ${area} login, every ${area} screen and the live channel`, async () => {
      const { context, page, violations } = await openWatched(browser, server.baseUrl, path);
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
    const admin = await adminApi(server.baseUrl);
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

    const { context, page, violations } = await openWatched(browser, server.baseUrl, '/guardian');
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
      for (const item of ['Lorna Villa', 'Home', 'Timetable', 'Attendance', 'Grades', 'Absence notes', 'Teachers', 'Messages']) {
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

  test('the grades screens of each area and a report card', async () => {
    const teacher = await openWatched(browser, server.baseUrl, '/teacher');
    const admin = await openWatched(browser, server.baseUrl, '/admin');
    const student = await openWatched(browser, server.baseUrl, '/');
    try {
      // The teacher's gradebook of a subject (the demo's assessments fill its grid), its
      // 'Add assessment' dialog, and the advised section's grades with their comment fields.
      let page = teacher.page;
      await signIn(page, TEACHER);
      const teacherMenu = page.getByRole('navigation', { name: 'Teacher menu' });
      await teacherMenu.getByRole('button', { name: 'Grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Grades', exact: true }));
      await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
      await page.getByRole('option').first().click();
      await expectVisible(page.getByRole('table', { name: /^Gradebook of / }));
      await checkScreen(page, 'teacher: Grades (gradebook)');
      await page.getByRole('button', { name: 'Add assessment', exact: true }).click();
      const adding = page.getByRole('dialog', { name: 'Add assessment' });
      await expectVisible(adding);
      await checkScreen(page, 'Add assessment');
      await page.keyboard.press('Escape');
      await expectHidden(adding);

      await teacherMenu.getByRole('button', { name: 'Advisory grades', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Advisory grades', exact: true }));
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: 'Grade 7 - Rizal', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: /^Grades of Grade 7 - Rizal, / }));
      await checkScreen(page, 'teacher: Advisory grades');

      page = admin.page;
      await signIn(page, ADMIN);
      for (const screen of ['Publish grades', 'Grading schemes', 'Report cards']) {
        await openAdminView(page, 'Grades', screen);
        await expectVisible(page.getByRole('heading', { name: screen, exact: true }));
        await checkScreen(page, `admin: ${screen}`);
      }

      // The student's published grades, and their report card page.
      page = student.page;
      await signIn(page, STUDENT);
      await page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: /^My grades/ }));
      await checkScreen(page, 'student: Grades');
      const href = await page.getByRole('link', { name: 'Report card', exact: true }).getAttribute('href');
      await page.goto(href);
      await expectVisible(page.getByRole('heading', { name: 'Report Card (School Form 9)', exact: true }));
      await checkScreen(page, 'report card');
      assert.deepEqual([...teacher.violations, ...admin.violations, ...student.violations], []);
    } finally {
      await teacher.context.close();
      await admin.context.close();
      await student.context.close();
    }
  });

  test("the teacher's advisory class and its 'View students' panel", async () => {
    const { context, page, violations } = await openWatched(browser, server.baseUrl, '/teacher');
    try {
      await signIn(page, TEACHER);
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Advisory Classes' }).click();
      // The demo teacher advises Grade 7, 9 and 11 - Rizal; the cards load one by one, and
      // Grade 11 - Rizal has no students (no table to check), so the card is named.
      await page.getByRole('button', { name: /^Grade 7 - Rizal/ }).click();
      await page.getByRole('button', { name: 'View students', exact: true }).click();
      const panel = page.getByRole('dialog');
      await expectVisible(panel.getByRole('table'));
      await checkScreen(page, "'View students' panel");
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(panel);
      await checkScreen(page, 'advisory class');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });
  test('the dark theme: a screen of each kind in the admin area and the portals, the month grid, the gradebook and a roll call', async () => {
    // One size only, and a screen of each kind rather than all of them again: the light run
    // above covers every screen, this one the colours the dark theme changes.
    const adminCalls = await adminApi(server.baseUrl);
    const teacherCalls = await signedInApi(server.baseUrl, 'teacher', TEACHER);
    const withStudents = (roll) => roll.students.length > 0;
    const register = await registerToTake(adminCalls, teacherCalls, undefined, withStudents);
    assert.ok(register, 'a register with students on it the teacher may take');
    const rollCall =
      register.kind === 'lesson'
        ? `/teacher/attendance/lesson/${register.scheduleID}/${register.date}`
        : `/teacher/attendance/daily/${register.sectionID}/${register.date}`;
    const admin = await openWatched(browser, server.baseUrl, '/admin', DARK_DEVICE);
    const teacher = await openWatched(browser, server.baseUrl, rollCall, DARK_DEVICE);
    const student = await openWatched(browser, server.baseUrl, '/', DARK_DEVICE);
    try {
      let page = admin.page;
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
      await checkScreen(page, 'admin login (dark)');
      await signIn(page, ADMIN);
      for (const [group, screen] of [
        ['Home', 'Today at school'],
        ['Teachers', 'View all teachers'],
        ['Teachers', 'Create account for teacher'],
        ['School year', 'School year'],
        ['Grades', 'Publish grades'],
        ['News and updates', 'View news and updates'],
        ['Audit log', 'View the audit log'],
      ]) {
        await openAdminView(page, group, screen);
        await expectVisible(page.getByRole('heading', { name: screen, exact: true }));
        await checkScreen(page, `${screen} (dark)`);
      }
      // A month grid and its key: each code's letter on its own colour.
      await openAdminView(page, 'Attendance', 'Section attendance');
      await page.getByRole('textbox', { name: 'Section', exact: true }).click();
      await page.getByRole('option', { name: `${register.level} - ${register.section}`, exact: true }).click();
      await page.getByRole('textbox', { name: 'Month', exact: true }).fill(register.date.slice(0, 7));
      await expectVisible(page.getByRole('list', { name: 'Key', exact: true }));
      await checkScreen(page, 'Section attendance (dark)');

      // The roll call with each code chosen in turn on its first student (not saved), then the
      // gradebook.
      page = teacher.page;
      await signIn(page, TEACHER);
      const marks = page.getByRole('main').getByRole('radiogroup').first();
      await expectVisible(marks);
      await checkScreen(page, 'the roll call, Present (dark)');
      for (const code of ['Late', 'Absent', 'Excused']) {
        await marks.getByRole('radio', { name: code, exact: true }).click();
        await checkScreen(page, `the roll call, ${code} (dark)`);
      }
      // The register's subject has students, so its scores (and 'low' and 'missing') show.
      await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('button', { name: 'Grades', exact: true }).click();
      await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
      const subject = register.kind === 'lesson' ? `${register.subject} · ${register.level} - ${register.section}` : null;
      await (subject ? page.getByRole('option', { name: subject, exact: true }) : page.getByRole('option').first()).click();
      await expectVisible(page.getByRole('table', { name: /^Gradebook of / }));
      await checkScreen(page, 'teacher: Grades (gradebook, dark)');

      page = student.page;
      await signIn(page, STUDENT);
      const menu = page.getByRole('navigation', { name: 'Student menu' });
      for (const item of ['Home', STUDENT.fullName, /^Grade \d|My Class/, 'Attendance', 'Grades', /^Messages/]) {
        await menu.getByRole('button', { name: item }).first().click();
        await checkScreen(page, `student: ${item} (dark)`);
      }
      assert.deepEqual([...admin.violations, ...teacher.violations, ...student.violations], []);
    } finally {
      await admin.context.close();
      await teacher.context.close();
      await student.context.close();
    }
  });
});
