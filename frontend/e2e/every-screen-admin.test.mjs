// Every admin screen and its dialogs, walked as its user would and checked by `checkScreen` (e2e/screens.mjs): under the
// server's Content-Security-Policy, at both sizes, in both themes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectHidden, expectVisible, openAdminView, signIn } from './browser.mjs';
import { checkScreen, openWatched, startWalk } from './screens.mjs';
import { ADMIN } from './server.mjs';

describe('Every admin screen and its dialogs', () => {
  const walk = startWalk();

  test('the admin login, every admin screen and its details panels', async () => {
    const { context, page, violations } = await openWatched(walk.browser, walk.server.baseUrl, '/admin');
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
        ['Records', 'Records'],
        ['Administrators', 'Manage administrators'],
        ['School year', 'School year'],
        ['School year', 'Attendance settings'],
        ['Attendance', 'Registers not taken'],
        ['Attendance', 'Section attendance'],
        ['Attendance', 'Student attendance'],
        ['Attendance', 'Chronic absence'],
        ['Attendance', 'Excuses'],
        ['Attendance', 'Export'],
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
        ['Two-step sign-in', 'Two-step sign-in'],
        ["Where you're signed in", "Where you're signed in"],
        ['Sign out everywhere', 'Sign out everywhere?'],
      ]) {
        await page.getByRole('button', { name: item, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await expectVisible(dialog);
        await checkScreen(page, dialogName);
        await page.keyboard.press('Escape');
        await expectHidden(dialog);
      }
      // Two-step sign-in's set-up: the QR code, its key and the code field.
      await page.getByRole('button', { name: 'Two-step sign-in', exact: true }).click();
      const twoStep = page.getByRole('dialog', { name: 'Two-step sign-in' });
      await twoStep.getByRole('button', { name: 'Set up two-step sign-in', exact: true }).click();
      await expectVisible(twoStep.getByRole('img', { name: 'QR code for your authenticator app' }));
      await checkScreen(page, 'Two-step sign-in: set up');
      await page.keyboard.press('Escape');
      await expectHidden(twoStep);
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
});
