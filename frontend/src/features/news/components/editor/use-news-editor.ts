import { useEditor, type Editor } from '@tiptap/react';
import { useMemo } from 'react';
import { newsExtensions } from './extensions';

/** The editor's HTML, or '' when it holds no text (so "required" can be checked on the value). */
export function newsHtml(editor: Editor): string {
  return editor.getText().trim() === '' ? '' : editor.getHTML();
}

/** The writing area's accessible name, and its error when there is one. */
export function contentAttributes(errorId: string | undefined): Record<string, string> {
  return {
    'aria-label': 'News text',
    'aria-multiline': 'true',
    role: 'textbox',
    ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
}

export interface NewsEditorOptions {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the error shown beside the editor, while there is one. */
  errorId?: string;
}

/** A Tiptap editor for news text, starting from `initialHtml`, reporting every change. */
export function useNewsEditor({ initialHtml, onChange, errorId }: NewsEditorOptions): Editor {
  // A new object on every render would make Tiptap reconfigure the editor each time.
  const editorProps = useMemo(() => ({ attributes: contentAttributes(errorId) }), [errorId]);
  return useEditor({
    extensions: newsExtensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor }) => onChange(newsHtml(editor)),
  });
}
