// Accessibility checks with axe-core, inside the real browser: WCAG 2.2 A and AA rules, serious
// and critical findings fail the test with a readable list.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until every animation and transition under way has ended (endless spinners aside). */
export function animationsEnded(page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The rules that judge colours: all a change of theme can change, since the page itself (its
 * elements, names and order) stays the same.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical WCAG violations axe finds on the page as it is now: of every WCAG
 * A and AA rule, or of the `rules` named.
 */
export async function accessibilityViolations(page, rules = null) {
  // Colours are judged as they end up: let opening panels and fading toasts finish first
  // (spinners turn forever and are not waited for).
  await animationsEnded(page);
  // Evaluated through the browser's debugging protocol, not as a page script: the page's
  // Content-Security-Policy stays as strict as it is for users.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    const results = await window.axe.run(document, { runOnly });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      }));
  }, rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS });
}

/**
 * Fails with every serious or critical violation on `screen` (named in the message), of every
 * rule or of the `rules` named.
 */
export async function expectAccessible(page, screen, rules = null) {
  const violations = await accessibilityViolations(page, rules);
  const report = violations.map((v) => `${v.rule} (${v.impact}): ${v.help}\n      ${v.where.join('\n      ')}`);
  assert.deepEqual(report, [], `${screen}: ${violations.length} accessibility violation(s)`);
}
