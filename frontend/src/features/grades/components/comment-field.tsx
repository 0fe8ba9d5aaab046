import { Group, Loader, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSaveComment } from '../api/section';

export interface CommentFieldProps {
  studentID: string;
  studentName: string;
  termID: string;
  comment: string | null;
  readOnly: boolean;
}

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The adviser's comment on a student for the term, saved when the field is left. */
export function CommentField({ studentID, studentName, termID, comment, readOnly }: CommentFieldProps) {
  const [text, setText] = useState(comment ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [saved, setSaved] = useState(comment ?? '');
  const save = useSaveComment();

  const commit = () => {
    if (readOnly || text.trim() === saved.trim()) return;
    setState({ kind: 'saving' });
    save.mutate(
      { studentID, termID, comment: text.trim() },
      {
        onSuccess: (answer) => {
          setSaved(answer.comment ?? '');
          setState({ kind: 'saved' });
        },
        onError: (error) => setState({ kind: 'failed', message: errorMessage(error) }),
      },
    );
  };

  return (
    <div>
      <Textarea
        aria-label={`Comment on ${studentName}`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        readOnly={readOnly}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={500}
        error={state.kind === 'failed' ? state.message : undefined}
        miw={180}
      />
      <Group gap={4} mih={18} role="status" aria-live="polite">
        {state.kind === 'saving' && (
          <>
            <Loader size={10} />
            <Text size="xs" c="dimmed">
              Saving…
            </Text>
          </>
        )}
        {state.kind === 'saved' && (
          <Text size="xs" c="green.8">
            Saved
          </Text>
        )}
      </Group>
    </div>
  );
}
