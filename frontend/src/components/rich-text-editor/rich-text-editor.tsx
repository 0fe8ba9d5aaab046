import { Input, Paper } from '@mantine/core';
import { EditorContent, type Editor } from '@tiptap/react';
import { RichText } from '@/components/ui/rich-text';
import { EditorToolbar } from './editor-toolbar';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  editor: Editor;
  /** The field's label, also the writing area's name ('News text', 'Instructions'); see `useRichTextEditor`. */
  label: string;
  error?: string;
  /** The error's id, which the writing area names in `aria-describedby` (see `useRichTextEditor`). */
  errorId: string;
}

/** Toolbar and writing area, with the field's error beside it. */
export function RichTextEditor({ editor, label, error, errorId }: RichTextEditorProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" required error={error} errorProps={{ id: errorId }}>
      <Paper withBorder radius="sm" mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <EditorToolbar editor={editor} />
        <RichText px="md" pb="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <EditorContent editor={editor} className="rich-text-editor-content" />
        </RichText>
      </Paper>
    </Input.Wrapper>
  );
}
