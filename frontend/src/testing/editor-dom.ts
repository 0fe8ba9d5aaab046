/**
 * jsdom has no layout: ProseMirror (Tiptap) asks for coordinates when it scrolls to the
 * selection or maps a click. Import this module in tests that render a rich-text editor.
 */
const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const noRects = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: (index: number) => list[index] ?? null }) as unknown as DOMRectList;
};

if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}
Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= noRects;
