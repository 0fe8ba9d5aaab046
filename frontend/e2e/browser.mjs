// One headless Chromium per test file, from the system (never downloaded): `CHROME_PATH`, else
// Chromium's headless shell when it is installed (Debian: chromium-headless-shell; the same
// engine without the desktop browser around it, a third less time per file here), else Chromium.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend more on
  // compiling the app's hot code than the page then gains from it (7 % less CPU in all here).
  '--js-flags=--no-maglev --no-turbofan',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: CHROME_ARGS,
  });
}

/** How much faster than written the page's CSS transitions and animations play in the tests. */
const ANIMATION_SPEED = Number(process.env.LYCEUM_E2E_ANIMATION_SPEED ?? 20);

/**
 * Plays the page's CSS transitions and animations `ANIMATION_SPEED` times faster, through the
 * debugging protocol (what DevTools' animation speed control does): a modal that opens, a menu
 * that slides and a theme's colours that fade end as they would, sooner, and the checks that
 * wait for them to end wait less. Timers are untouched (a toast stays its four seconds).
 */
export async function quickAnimations(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_SPEED });
}

/** Opens `path` in a fresh context (own cookies) and waits for the app to settle. */
export async function openPage(browser, baseUrl, path, contextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, ...contextOptions });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await quickAnimations(page);
  await page.goto(path);
  return { context, page };
}

/** Fills the login form of any area and presses Sign in. */
export async function signIn(page, { email, password }) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits until the locator shows; fails the test after the context's timeout. */
export async function expectVisible(locator) {
  await locator.first().waitFor({ state: 'visible' });
}

/** Reads `read()` until it gives `expected` or `timeout` ms pass; answers what it gave last. */
async function readUntil(read, expected, timeout) {
  const deadline = Date.now() + timeout;
  let shown = await read();
  while (shown !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    shown = await read();
  }
  return shown;
}

/** Waits until a field holds `expected` (values that come from the server arrive a little later). */
export async function expectValue(locator, expected, timeout = 10_000) {
  const shown = await readUntil(() => locator.inputValue(), expected, timeout);
  if (shown !== expected) throw new Error(`expected the field to hold "${expected}", it holds "${shown}"`);
}

/** Waits until the switch is on (`true`) or off (values from the server arrive a little later). */
export async function expectChecked(locator, expected, timeout = 10_000) {
  const shown = await readUntil(() => locator.isChecked(), expected, timeout);
  if (shown !== expected) throw new Error(`expected the switch to be ${expected ? 'on' : 'off'}, it is ${shown ? 'on' : 'off'}`);
}

/** Waits until nothing matching the locator shows. */
export async function expectHidden(locator) {
  await locator.waitFor({ state: 'hidden' });
}

/** Opens an admin screen from the side menu, unfolding its group first when it is folded. */
export async function openAdminView(page, group, view) {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  // The menu arrives with the admin area's code: wait for it before judging what is folded.
  // A group's own button comes first, so a screen named like its group ('School year') is the
  // second match: waiting for that one (and not taking whichever is last while the group is
  // still unfolding) keeps a slow unfold from clicking the group shut again.
  const groupButton = menu.getByRole('button', { name: group, exact: true }).first();
  await groupButton.waitFor();
  if ((await groupButton.getAttribute('data-expanded')) === null) await groupButton.click();
  const views = menu.getByRole('button', { name: view, exact: true });
  const target = view === group ? views.nth(1) : views.first();
  // The screen opened is the one the menu marks current. Once, on a loaded machine, the
  // 'Excuses' screen never came after its click (why is not known: the click may have landed
  // while the group unfolded): when the menu does not mark the screen current, click again.
  const opened = target.and(menu.locator('[aria-current="page"]'));
  for (let attempt = 1; ; attempt += 1) {
    await target.click();
    try {
      await opened.waitFor({ state: 'attached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
