// 'Where you're signed in' against the real binary: a teacher signed in on a computer and on a
// phone sees both in the account menu's dialog, this one marked, beside the Android phone the
// demo school signed in; signing the phone out (one session, then every other) returns the
// phone's page to the login screen at once.
import { after, before, describe, test } from 'node:test';
import { expectHidden, expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { PHONE } from './layout.mjs';
import { TEACHER, startServer } from './server.mjs';

const TITLE = "Where you're signed in";
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe("where you're signed in", () => {
  let server;
  let browser;
  let computer;
  let phone;

  /** Signs the phone in to the teacher portal (again). */
  async function signInOnThePhone() {
    await phone.page.goto('/teacher');
    await signIn(phone.page, TEACHER);
    await expectVisible(phone.page.getByRole('button', { name: 'Account menu' }));
  }

  /** Opens the dialog from the computer's account menu. */
  async function openDialog() {
    const { page } = computer;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: TITLE }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expectVisible(dialog.getByRole('list', { name: 'Signed-in browsers and devices' }));
    return dialog;
  }

  async function expectPhoneSignedOut() {
    await expectVisible(phone.page.getByRole('heading', { name: 'Login as a Teacher', exact: true }));
    await expectVisible(phone.page.getByText(SESSION_ENDED, { exact: true }));
  }

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    computer = await openPage(browser, server.baseUrl, '/teacher');
    computer.page.on('dialog', (dialog) => dialog.accept());
    await signIn(computer.page, TEACHER);
    await expectVisible(computer.page.getByRole('button', { name: 'Account menu' }));
    phone = await openPage(browser, server.baseUrl, 'about:blank', { userAgent: IPHONE, viewport: PHONE });
    await signInOnThePhone();
  });

  after(async () => {
    await computer?.context.close();
    await phone?.context.close();
    await browser?.close();
    await server?.stop();
  });

  test('lists the computer and the phone, and signs the phone out from the computer', async () => {
    const dialog = await openDialog();
    const here = dialog.getByRole('listitem', { name: 'Chrome on Linux computer' });
    const iphone = dialog.getByRole('listitem', { name: 'Safari on iPhone' });
    await expectVisible(here.getByText('This device', { exact: true }));
    await expectVisible(here.getByText('Active now', { exact: true }));
    await expectVisible(iphone.getByText('From 127.0.0.1', { exact: true }));
    await expectVisible(iphone.getByText(/^Last used /));
    const demoPhone = dialog.getByRole('listitem', { name: 'Chrome on Android phone' });
    await expectVisible(demoPhone.getByText('From 112.198.64.21', { exact: true }));

    await iphone.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expectVisible(computer.page.getByText('Signed out of that session.', { exact: true }));
    await expectHidden(iphone);
    await expectVisible(demoPhone);
    await expectPhoneSignedOut();
    await computer.page.keyboard.press('Escape');
    await expectHidden(dialog);
  });

  test("'Sign out all other sessions' signs both phones out and keeps this computer", async () => {
    await signInOnThePhone();
    const dialog = await openDialog();
    await expectVisible(dialog.getByRole('listitem', { name: 'Safari on iPhone' }));
    await dialog.getByRole('button', { name: 'Sign out all other sessions', exact: true }).click();
    await expectVisible(computer.page.getByText('Signed out of every other session.', { exact: true }));
    await expectVisible(dialog.getByText('You are not signed in anywhere else.', { exact: true }));
    await expectHidden(dialog.getByRole('listitem', { name: 'Safari on iPhone' }));
    await expectHidden(dialog.getByRole('listitem', { name: 'Chrome on Android phone' }));
    await expectPhoneSignedOut();
    // This computer is still signed in.
    await computer.page.reload();
    await expectVisible(computer.page.getByRole('button', { name: 'Account menu' }));
  });
});
