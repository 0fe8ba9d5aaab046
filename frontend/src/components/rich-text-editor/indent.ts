import { Extension } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Moves the selected paragraphs, headings or list items one step right. */
      indent: () => ReturnType;
      /** Moves them one step back left. */
      outdent: () => ReturnType;
    };
  }
}

export const MAX_INDENT = 8;

const INDENTABLE = new Set(['paragraph', 'heading', 'listItem']);
const INDENT_CLASS = /(?:^|\s)indent-([1-8])(?:\s|$)/;

/** The indent level an element's `indent-N` class carries (0 when none). */
export function indentFromClass(className: string): number {
  const match = INDENT_CLASS.exec(className);
  return match ? Number(match[1]) : 0;
}

/**
 * The blocks an indent applies to: each text block in the selection, or the list item holding it
 * (a list item moves as a whole, its paragraphs with it).
 */
function indentTargets(tr: Transaction): Map<number, ProseMirrorNode> {
  const targets = new Map<number, ProseMirrorNode>();
  const { from, to } = tr.selection;
  tr.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    const $pos = tr.doc.resolve(pos);
    if ($pos.depth > 0 && $pos.parent.type.name === 'listItem') {
      targets.set($pos.before(), $pos.parent);
    } else if (INDENTABLE.has(node.type.name)) {
      targets.set(pos, node);
    }
    return false;
  });
  return targets;
}

function shiftIndent(tr: Transaction, step: 1 | -1, apply: boolean): boolean {
  let changed = false;
  for (const [pos, node] of indentTargets(tr)) {
    const current = Number(node.attrs.indent) || 0;
    const next = Math.min(MAX_INDENT, Math.max(0, current + step));
    if (next === current) continue;
    changed = true;
    if (apply) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
  }
  return changed;
}

/**
 * Indentation as an `indent-N` class on `p`, `h1`–`h3` and `li`: the server keeps classes but
 * strips margins from inline styles, and the pages that show rich text style the classes.
 */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: [...INDENTABLE],
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => indentFromClass(element.className),
            renderHTML: (attributes) => {
              const level = Number(attributes.indent) || 0;
              return level > 0 ? { class: `indent-${level}` } : {};
            },
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent:
        () =>
        ({ tr, dispatch }) =>
          shiftIndent(tr, 1, dispatch !== undefined),
      outdent:
        () =>
        ({ tr, dispatch }) =>
          shiftIndent(tr, -1, dispatch !== undefined),
    };
  },
});
