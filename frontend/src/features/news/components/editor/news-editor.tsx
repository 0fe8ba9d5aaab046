import { Input, Paper } from '@mantine/core';
import { EditorContent, type Editor } from '@tiptap/react';
import { RichText } from '@/components/ui/rich-text';
import './news-editor.css';
import { NewsToolbar } from './news-toolbar';

export interface NewsEditorProps {
  editor: Editor;
  error?: string;
  /** The error's id, which the writing area names in `aria-describedby` (see `useNewsEditor`). */
  errorId: string;
}

/** Toolbar and writing area, with the field's error beside it. */
export function NewsEditor({ editor, error, errorId }: NewsEditorProps) {
  return (
    <Input.Wrapper label="News text" labelElement="div" required error={error} errorProps={{ id: errorId }}>
      <Paper withBorder radius="sm" mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <NewsToolbar editor={editor} />
        <RichText px="md" pb="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <EditorContent editor={editor} className="news-editor-content" />
        </RichText>
      </Paper>
    </Input.Wrapper>
  );
}
