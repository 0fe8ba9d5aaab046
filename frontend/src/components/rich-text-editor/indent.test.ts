import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/testing/editor-dom';
import { richTextExtensions } from './extensions';
import { indentFromClass } from './indent';
import { isSafeLink } from './links';

let editor: Editor | undefined;

function editorWith(content: string): Editor {
  editor = new Editor({ extensions: richTextExtensions, content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

describe('Indent extension', () => {
  it('writes indent-N classes on paragraphs and headings, not inline margins', () => {
    const e = editorWith('<h2>Title</h2><p>First</p>');
    e.commands.selectAll();

    expect(e.commands.indent()).toBe(true);
    e.commands.indent();

    expect(e.getHTML()).toBe('<h2 class="indent-2">Title</h2><p class="indent-2">First</p>');
    expect(e.getHTML()).not.toContain('margin');
  });

  it('indents a list item as a whole, leaving its paragraph alone', () => {
    const e = editorWith('<ul><li><p>One</p></li><li><p>Two</p></li></ul><p>After</p>');
    e.commands.setTextSelection(2);

    e.commands.indent();

    expect(e.getHTML()).toBe('<ul><li class="indent-1"><p>One</p></li><li><p>Two</p></li></ul><p>After</p>');
  });

  it('stops at 8 and outdents back to no class at all', () => {
    const e = editorWith('<p>Text</p>');
    e.commands.setTextSelection(1);
    for (let step = 0; step < 10; step += 1) e.commands.indent();
    expect(e.getHTML()).toBe('<p class="indent-8">Text</p>');
    expect(e.can().indent()).toBe(false);

    for (let step = 0; step < 10; step += 1) e.commands.outdent();
    expect(e.getHTML()).toBe('<p>Text</p>');
    expect(e.can().outdent()).toBe(false);
  });

  it('reads the classes back from stored HTML', () => {
    const stored = '<h3 class="indent-3">Kept</h3><ul><li class="indent-1"><p>Item</p></li></ul><p class="indent-2">End</p>';
    const e = editorWith(stored);

    expect(e.getHTML()).toBe(stored);
    expect(indentFromClass('lead indent-5')).toBe(5);
    expect(indentFromClass('indent-9')).toBe(0);
  });

  it('writes font and size as inline styles on a span', () => {
    const e = editorWith('<p>Styled</p>');
    e.commands.selectAll();

    e.chain().setFontFamily('serif').setFontSize('28px').run();

    expect(e.getHTML()).toBe('<p><span style="font-family: serif; font-size: 28px;">Styled</span></p>');
  });
});

describe('isSafeLink', () => {
  it.each(['https://example.org/a?b=c', 'http://school.test', 'mailto:office@lyceum.test'])('accepts %s', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://files.test', '/relative', 'https://'])(
    'refuses %s',
    (url) => {
      expect(isSafeLink(url)).toBe(false);
    },
  );
});
