import type { Editor } from '@tiptap/react';
import { notifyError } from '@/lib/notify';
import { UNSAFE_LINK_MESSAGE, isSafeLink } from './links';

/**
 * Asks for a URL and links the selection to it (or, with nothing selected, inserts the URL as a
 * link). An empty answer removes the link; anything but http, https or mailto is refused.
 */
export function promptForLink(editor: Editor): void {
  const current = editor.getAttributes('link').href as string | undefined;
  const answer = window.prompt('Link URL', current ?? 'https://');
  if (answer === null) return;
  const url = answer.trim();
  if (url === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!isSafeLink(url)) {
    notifyError(UNSAFE_LINK_MESSAGE);
    return;
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
}
