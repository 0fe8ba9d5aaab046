/**
 * A lean `getComputedStyle` for the screen tests.
 *
 * jsdom's own matches every element against the 112 rules of its built-in browser style sheet
 * (margins, fonts, `display: block` for each tag) before the page's own rules, and it starts over
 * for every element after any change to the page. The role queries ask for every element and
 * its ancestors after each click, so a screen test spent two fifths of its time there (0.9 ms an
 * element). What the tests and the libraries under them read from it is whether an element is
 * shown (`display`, `visibility`, `opacity`), `pointer-events`, and what the page's own rules and
 * inline styles set. This keeps exactly that: the built-in sheet's `display` of each tag (a
 * block or a table cell is spaced from its neighbours in an accessible name), the page's style
 * sheets (their `@media` rules only for "screen", as jsdom does), the inline style, and
 * `visibility` and `pointer-events` inherited from the parent. Colours come as written.
 *
 * Each answer is kept per element until the page next changes (a node, an attribute or a text),
 * which a mutation observer reports; `takeRecords` reads the changes not yet delivered, so an
 * answer is never older than the page. The pseudo-element argument Mantine passes is ignored.
 */

/** The elements jsdom's built-in sheet hides by their tag. */
const HIDDEN_TAGS = new Set([
  'area',
  'base',
  'basefont',
  'datalist',
  'head',
  'link',
  'meta',
  'noembed',
  'noframes',
  'param',
  'rp',
  'script',
  'style',
  'template',
  'title',
]);

/** The `display` jsdom's built-in sheet gives each tag (`inline` for the rest). */
const DISPLAY: Record<string, string> = {
  ...Object.fromEntries(
    [
      'html', 'body', 'address', 'blockquote', 'center', 'dialog', 'div', 'figure', 'figcaption', 'footer', 'form',
      'header', 'hr', 'legend', 'listing', 'main', 'p', 'plaintext', 'pre', 'search', 'xmp', 'article', 'aside',
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'nav', 'section', 'dir', 'dd', 'dl', 'dt', 'menu', 'ol', 'ul',
      'fieldset', 'details', 'summary',
    ].map((tag) => [tag, 'block']),
  ),
  slot: 'contents',
  ruby: 'ruby',
  rt: 'ruby-text',
  li: 'list-item',
  table: 'table',
  caption: 'table-caption',
  colgroup: 'table-column-group',
  col: 'table-column',
  thead: 'table-header-group',
  tbody: 'table-row-group',
  tfoot: 'table-footer-group',
  tr: 'table-row',
  td: 'table-cell',
  th: 'table-cell',
  input: 'inline-block',
  button: 'inline-block',
  marquee: 'inline-block',
};

const INHERITED: Record<string, string> = { visibility: 'visible', 'pointer-events': 'auto' };

function defaultDisplay(element: Element): string {
  const tag = element.localName;
  if (HIDDEN_TAGS.has(tag)) return 'none';
  const hidden = element.getAttribute('hidden');
  if (hidden !== null && hidden.toLowerCase() !== 'until-found' && tag !== 'embed') return 'none';
  if (tag === 'dialog' && !element.hasAttribute('open')) return 'none';
  if (element.hasAttribute('popover') && !(tag === 'dialog' && element.hasAttribute('open'))) return 'none';
  if (tag === 'input' && element.getAttribute('type')?.toLowerCase() === 'hidden') return 'none';
  if (tag === 'summary' && element.parentElement?.localName === 'details') {
    const first = Array.from(element.parentElement.children).find((child) => child.localName === 'summary');
    if (first === element) return 'list-item';
  }
  return DISPLAY[tag] ?? 'inline';
}

function copyInto(target: CSSStyleDeclaration, source: CSSStyleDeclaration) {
  for (let i = 0; i < source.length; i += 1) {
    const property = source.item(i);
    const value = source.getPropertyValue(property);
    if (value === 'unset') target.removeProperty(property);
    else target.setProperty(property, value, source.getPropertyPriority(property));
  }
}

function matches(element: Element, rule: CSSStyleRule): boolean {
  try {
    return element.matches(rule.selectorText);
  } catch {
    return false;
  }
}

function applyRules(element: Element, rules: CSSRuleList, target: CSSStyleDeclaration) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      if (Array.from(rule.media).includes('screen')) applyRules(element, rule.cssRules, target);
    } else if (rule instanceof CSSStyleRule && matches(element, rule)) {
      copyInto(target, rule.style);
    }
  }
}

/** Replaces `window.getComputedStyle` with the lean one, once per window. */
export function installLeanComputedStyle() {
  const marked = window as Window & { __leanComputedStyle?: true };
  if (marked.__leanComputedStyle) return;
  marked.__leanComputedStyle = true;

  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    answers = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const compute = (element: Element): CSSStyleDeclaration => {
    const cached = answers.get(element);
    if (cached !== undefined) return cached;
    const style = new CSSStyleDeclaration();
    style.setProperty('display', defaultDisplay(element));
    for (const sheet of Array.from(document.styleSheets)) applyRules(element, sheet.cssRules, style);
    if (element instanceof HTMLElement || element instanceof SVGElement) copyInto(style, element.style);
    for (const [property, initial] of Object.entries(INHERITED)) {
      const value = style.getPropertyValue(property);
      if (value === '' || value === 'inherit' || value === 'unset') {
        const parent = element.parentElement;
        style.setProperty(property, parent === null ? initial : compute(parent).getPropertyValue(property));
      } else if (value === 'initial') {
        style.setProperty(property, initial);
      }
    }
    answers.set(element, style);
    return style;
  };

  window.getComputedStyle = (element: Element) => {
    if (changes.takeRecords().length > 0) answers = new WeakMap();
    return compute(element);
  };
}
