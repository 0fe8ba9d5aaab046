import { useEditor, type Editor } from '@tiptap/react';
import { useMemo } from 'react';
import { richTextExtensions } from './extensions';

/** The editor's HTML, or '' when it holds no text (so "required" can be checked on the value). */
export function editorHtml(editor: Editor): string {
  return editor.getText().trim() === '' ? '' : editor.getHTML();
}

/** The writing area's accessible name (the field's label), and its error when there is one. */
export function contentAttributes(label: string, errorId: string | undefined): Record<string, string> {
  return {
    'aria-label': label,
    'aria-multiline': 'true',
    role: 'textbox',
    ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
}

export interface RichTextEditorOptions {
  /** The field's label, which names the writing area: the same as `RichTextEditor`'s. */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the error shown beside the editor, while there is one. */
  errorId?: string;
}

/** A Tiptap editor starting from `initialHtml`, reporting every change. */
export function useRichTextEditor({ label, initialHtml, onChange, errorId }: RichTextEditorOptions): Editor {
  // A new object on every render would make Tiptap reconfigure the editor each time.
  const editorProps = useMemo(() => ({ attributes: contentAttributes(label, errorId) }), [label, errorId]);
  return useEditor({
    extensions: richTextExtensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor }) => onChange(editorHtml(editor)),
  });
}
