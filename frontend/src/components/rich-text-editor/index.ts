/**
 * The rich-text editor (Tiptap): a news post's text, classwork's instructions. Heavy (it brings
 * ProseMirror), so only screens loaded on demand may import it.
 */
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { useRichTextEditor, type RichTextEditorOptions } from './use-rich-text-editor';
