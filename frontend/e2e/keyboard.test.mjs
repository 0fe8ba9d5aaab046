// Core tasks done with the keyboard alone (Tab, Shift+Tab, arrows, typing, Enter, Escape; never a
// click): signing in, creating a teacher account, reading a teacher's details in a dialog that
// keeps focus inside and gives it back, running the class wizard, and sending a message. Focus
// is visible at every stop.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openPage } from './browser.mjs';
import { answerDialogs } from './dialogs.mjs';
import { ADMIN, STUDENT, TEACHER, startServer } from './server.mjs';

/** The focused element's accessible name as a user hears it: its aria-label, label or text. */
function focusedName(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.innerText ?? element.innerText ?? '';
    return label.replace(/\s*\*\s*$/, '').trim();
  });
}

/**
 * True when the focused element shows a focus indicator: an outline or a ring, or for a text
 * field a border in another colour than it has unfocused (Mantine's inputs).
 */
function focusIsVisible(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const style = getComputedStyle(element);
    if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    if (!['INPUT', 'TEXTAREA'].includes(element.tagName)) return false;
    // Compared with another field of the same kind at rest (Mantine's resting border is grey).
    const resting = [...document.querySelectorAll('input, textarea')].find(
      (other) => other !== element && other.className === element.className,
    );
    const restingBorder = resting ? getComputedStyle(resting).borderColor : 'rgb(206, 212, 218)';
    return style.borderColor !== restingBorder;
  });
}

/** Presses Tab until the focused element's name matches `name`; fails after `max` presses. */
async function tabTo(page, name, { max = 60 } = {}) {
  const seen = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    seen.push(focused);
    if (name instanceof RegExp ? name.test(focused) : focused === name) {
      // Mantine eases a field's border into its focus colour over 0.1 s, which a busy machine
      // may stretch: the focus must show within 2 s.
      let visible = false;
      for (const deadline = Date.now() + 2000; !visible && Date.now() < deadline; ) {
        await page.waitForTimeout(100);
        visible = await focusIsVisible(page);
      }
      assert.ok(visible, `focus on "${focused}" is not visible`);
      return;
    }
  }
  throw new Error(`Tab never reached "${name}"; focus went through: ${seen.join(' | ')}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page, field, text) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Chooses `option` in the select labelled `label`: Tab to it, type to search when it searches
 * (`search`), then ArrowDown through the list until the option is highlighted, and Enter.
 */
async function chooseByKeyboard(page, label, option, { search } = {}) {
  await tabTo(page, label);
  if (search) await page.keyboard.type(search);
  const highlighted = () =>
    page.evaluate(() => document.querySelector('[data-combobox-selected]')?.textContent?.trim() ?? '');
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await highlighted()) === option) {
      await page.keyboard.press('Enter');
      // The choice is made once the field shows it: on a loaded machine the next Tab could
      // otherwise leave before it, and the form would be sent without it.
      await page.waitForFunction(
        (chosen) => document.activeElement instanceof HTMLInputElement && document.activeElement.value === chosen,
        option,
        { timeout: 5_000 },
      );
      return;
    }
  }
  throw new Error(`"${option}" never came up in ${label}`);
}

async function signInByKeyboard(page, account) {
  await typeInto(page, 'Email', account.email);
  await typeInto(page, 'Password', account.password);
  await page.keyboard.press('Enter');
}

describe('core tasks by keyboard alone', () => {
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

  test('an admin signs in, creates a teacher account and reads its details in a dialog', async () => {
    // The teacher list's own address: signing in there opens it, its menu group unfolded.
    const { context, page } = await openPage(browser, server.baseUrl, '/admin/teachers');
    try {
      const dialogs = answerDialogs(page);
      await expectVisible(page.getByRole('heading', { name: 'Login as a Admin', exact: true }));
      await signInByKeyboard(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'View all teachers', exact: true }));

      await tabTo(page, 'Create account for teacher');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('heading', { name: 'Create account for teacher', exact: true }));
      // Sent empty, the form marks each missing field invalid and ties the message to it, so a
      // screen reader says why when the field is reached.
      await tabTo(page, 'Create new account for Teacher');
      await page.keyboard.press('Enter');
      const firstName = page.getByRole('textbox', { name: 'First name' });
      await page.waitForFunction((input) => input.getAttribute('aria-invalid') === 'true', await firstName.elementHandle());
      const describedBy = await firstName.getAttribute('aria-describedby');
      assert.ok(describedBy, 'the error is linked to the field');
      const message = await page.evaluate(
        (ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
        describedBy,
      );
      assert.ok(message.length > 0, 'the linked error says what is wrong');
      await page.keyboard.press('Shift+Tab');
      await typeInto(page, 'First name', 'Lorna');
      await typeInto(page, 'Last name', 'Keyes');
      await typeInto(page, 'Phone', '09175550199');
      await tabTo(page, 'Birth date');
      await page.keyboard.type('03141988');
      await typeInto(page, 'Email', 'lorna.keyes@school.edu');
      await typeInto(page, 'Home address', '7 Luna Street, Manila');
      await tabTo(page, 'Create new account for Teacher');
      await page.keyboard.press('Enter');
      await dialogs.waitForDialog('Successfully created teacher account!');

      // The list, then the new teacher's details: focus moves into the dialog, stays there
      // however far one tabs, and returns to the button that opened it.
      await tabTo(page, 'View all teachers', { max: 80 });
      await page.keyboard.press('Enter');
      const row = page.getByRole('row').filter({ hasText: 'lorna.keyes@school.edu' });
      await expectVisible(row);
      await page.keyboard.press('Shift+Tab');
      await tabTo(page, 'Search teachers', { max: 80 });
      await page.keyboard.type('Keyes');
      await expectVisible(row);
      await tabTo(page, 'View Details');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Teacher details' });
      await expectVisible(panel.getByText('lorna.keyes@school.edu', { exact: true }));
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        assert.ok(
          await panel.evaluate((dialog) => dialog.contains(document.activeElement)),
          'focus stays inside the open dialog',
        );
      }
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await focusedName(page), 'View Details', 'focus returns to the button that opened the dialog');
    } finally {
      await context.close();
    }
  });

  test('an admin runs the class wizard from category to schedule', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      answerDialogs(page);
      await signInByKeyboard(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      await tabTo(page, 'Classes');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Create a new class');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('heading', { name: 'Create a new class', exact: true }));

      await expectAccessible(page, 'wizard: category step');
      await chooseByKeyboard(page, 'Category', 'Senior High School');
      await tabTo(page, 'Select');
      await page.keyboard.press('Enter');
      await expectAccessible(page, 'wizard: level step');
      await chooseByKeyboard(page, 'Level', 'Grade 12');
      await tabTo(page, 'Select');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Create a new section');
      await page.keyboard.press('Enter');
      await expectAccessible(page, 'wizard: new section step');
      await typeInto(page, 'Section name', 'Lovelace');
      await chooseByKeyboard(page, 'Adviser', TEACHER.fullName, { search: 'Santos' });
      await tabTo(page, 'Create');
      await page.keyboard.press('Enter');
      await expectAccessible(page, 'wizard: subject step');
      await typeInto(page, 'Subject name', 'Robotics');
      await chooseByKeyboard(page, 'Teacher', TEACHER.fullName, { search: 'Santos' });
      await tabTo(page, 'Create subject');
      await page.keyboard.press('Enter');
      await expectAccessible(page, 'wizard: schedule step');
      await chooseByKeyboard(page, 'Day', 'Saturday');
      await chooseByKeyboard(page, 'Start time', '07:30', { search: '07:30' });
      await chooseByKeyboard(page, 'Start time AM/PM', 'AM');
      await chooseByKeyboard(page, 'End time', '08:20', { search: '08:20' });
      await chooseByKeyboard(page, 'End time AM/PM', 'AM');
      await tabTo(page, 'Add schedule');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('heading', { name: 'Schedule added successfully!', exact: true }));
      await expectVisible(page.getByText('Senior High School › Grade 12 › Lovelace › Robotics', { exact: true }));
      await expectAccessible(page, 'wizard: done');
    } finally {
      await context.close();
    }
  });

  test('a student signs in, finds a teacher and sends a message', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/');
    try {
      await signInByKeyboard(page, STUDENT);
      await expectVisible(page.getByRole('heading', { name: 'News and announcements', exact: true }));
      await tabTo(page, /^Messages/);
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('heading', { name: 'Messages', exact: true }));
      await typeInto(page, 'Search teachers', 'Santos');
      await page.keyboard.press('Enter');
      await tabTo(page, new RegExp(`^${TEACHER.fullName}`));
      await page.keyboard.press('Enter');
      await typeInto(page, 'Send a message', 'Sent without a mouse.');
      await page.keyboard.press('Enter');
      const thread = page.getByRole('list', { name: `Messages with ${TEACHER.fullName}` });
      await expectVisible(thread.getByText('Sent without a mouse.', { exact: true }));
    } finally {
      await context.close();
    }
  });
});
