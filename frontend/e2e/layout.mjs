// The layout checks of a screen at a given size: the page never scrolls sideways (a table wider
// than its room scrolls in its own box), and no table header's text is cut, hidden by its own
// cell or broken inside a word.
import assert from 'node:assert/strict';

/** The two sizes every screen is checked at: a 1366×900 desktop and a 390×844 phone. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** What is wrong with the layout of the page as it is now (an empty list when nothing is). */
export async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the outermost elements sticking out (those whose parent fits), so the report says
      // where to look.
      const edge = root.clientWidth + 1;
      const describe = (element) => {
        const label = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
        const kind = element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : '';
        return `${element.tagName.toLowerCase()}${kind} "${label}" ends at ${Math.round(element.getBoundingClientRect().right)} px`;
      };
      const outermost = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        return box.width > 0 && box.right > edge && (!parent || parent.right <= edge);
      });
      const where = outermost.length > 0 ? outermost.slice(0, 3).map(describe).join('; ') : 'an element';
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px (${where})`);
    }
    for (const header of document.querySelectorAll('th')) {
      const box = header.getBoundingClientRect();
      const text = header.innerText.trim();
      if (box.width <= 1 || box.height <= 1 || text === '') continue;
      // Cut by its own cell or by an inner box that hides what overflows it.
      for (const element of [header, ...header.querySelectorAll('*')]) {
        const style = getComputedStyle(element);
        // Text for screen readers only (one pixel, clipped) is not shown, so not cut.
        const shown = element.getBoundingClientRect();
        if (shown.width <= 1 || shown.height <= 1) continue;
        const clips = element === header || style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
          problems.push(`the table header "${text}" is cut: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
          break;
        }
      }
      // Broken inside a word ("Birth-day" over two lines).
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`the table header "${text}" breaks the word "${match[0]}" over ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
}

/** How long a layout may take to settle after a change of size: charts and other boxes that
 * measure themselves (a ResizeObserver's callback, then a render) catch up a few frames late. */
const SETTLE_MS = 3000;

/** Fails with every layout problem of `screen` (named in the message) still there once the
 * page has had time to settle. */
export async function expectLaidOut(page, screen) {
  const until = Date.now() + SETTLE_MS;
  let problems = await layoutProblems(page);
  while (problems.length > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    problems = await layoutProblems(page);
  }
  assert.deepEqual(problems, [], `${screen}: the layout does not hold`);
}
