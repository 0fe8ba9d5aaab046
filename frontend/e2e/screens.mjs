// The walk of every screen, shared by the every-screen-*.test.mjs files: each screen is opened
// under the server's Content-Security-Policy with every violation recorded, and checked at a
// 1366×900 desktop and a 390×844 phone, in the light and the dark theme: axe-core (WCAG 2.2 AA,
// no serious or critical finding), no sideways page scroll, no cut table header.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { COLOUR_RULES, animationsEnded, expectAccessible } from './axe.mjs';
import { launchBrowser, openPage } from './browser.mjs';
import { DESKTOP, PHONE, expectLaidOut } from './layout.mjs';
import { startServer } from './server.mjs';

/** A browser whose device prefers dark: the app follows it until someone picks a theme. */
export const DARK_DEVICE = { colorScheme: 'dark' };

/**
 * Opens `path` recording every CSP violation the page reports, and console errors naming the
 * policy; `contextOptions` as for a new browser context (`DARK_DEVICE`).
 */
export async function openWatched(browser, baseUrl, path, contextOptions = {}) {
  const opened = await openPage(browser, baseUrl, 'about:blank', { viewport: DESKTOP, ...contextOptions });
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

/**
 * Each size and theme a screen is checked in: the desktop and the phone, light and dark. The
 * dark theme changes colours only (the page's elements and their layout stay as they are), so
 * in it the colour rules are what is run again.
 */
const LOOKS = [
  { size: 'desktop', viewport: DESKTOP, theme: 'light', rules: null },
  { size: 'phone', viewport: PHONE, theme: 'light', rules: null },
  { size: 'phone', viewport: PHONE, theme: 'dark', rules: COLOUR_RULES },
  { size: 'desktop', viewport: DESKTOP, theme: 'dark', rules: COLOUR_RULES },
];

/** Two frames: what a change of size or theme sets off (a transition, a resize) has started. */
const nextFrames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Waits until the page has laid itself out for a new size: the transitions it set off (the
 * menu sliding away on a phone) have ended, and what measures its room (a chart) has redrawn.
 */
async function settle(page) {
  await nextFrames(page);
  await animationsEnded(page);
  await nextFrames(page);
}

/**
 * Lets a screen's data arrive, then checks it at both sizes in both themes (the device's
 * preference, which the app follows): axe-core, no sideways page scroll, no cut table header.
 * The page is left at the size and theme it had.
 */
export async function checkScreen(page, name) {
  await page.waitForLoadState('networkidle');
  const viewport = page.viewportSize();
  const theme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  try {
    for (const look of LOOKS) {
      await page.setViewportSize(look.viewport);
      await page.emulateMedia({ colorScheme: look.theme });
      await page.waitForFunction((wanted) => document.documentElement.dataset.mantineColorScheme === wanted, look.theme);
      await settle(page);
      const named = `${name} (${look.size}, ${look.theme})`;
      if (look.rules === null) await expectLaidOut(page, named);
      await expectAccessible(page, named, look.rules);
    }
  } finally {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
  }
}


/** A server and a browser for the file's tests: `walk.server`, `walk.browser`. */
export function startWalk() {
  const walk = { server: null, browser: null };
  before(async () => {
    walk.server = await startServer();
    walk.browser = await launchBrowser();
  });
  after(async () => {
    await walk.browser?.close();
    await walk.server?.stop();
  });
  return walk;
}
