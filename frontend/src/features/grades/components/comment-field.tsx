import { Group, Loader, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors } from '@/lib/server-errors';
import { useSaveComment } from '../api/section';

export interface CommentFieldProps {
  studentID: string;
  studentName: string;
  termID: string;
  comment: string | null;
  readOnly: boolean;
}

/** Where the save stands; a refusal is the field's error. */
type State = 'idle' | 'saving' | 'saved';

/** The adviser's comment on a student for the term, saved when the field is left. */
export function CommentField({ studentID, studentName, termID, comment, readOnly }: CommentFieldProps) {
  // The initial values are the comment as last saved; a refusal stays beside the field until the next save.
  const form = useForm({ initialValues: { comment: comment ?? '' }, clearInputErrorOnChange: false });
  const [state, setState] = useState<State>('idle');
  const save = useSaveComment();

  const commit = () => {
    const text = form.getValues().comment;
    if (readOnly || text.trim() === form.getInitialValues().comment.trim()) return;
    form.clearErrors();
    setState('saving');
    save.mutate(
      { studentID, termID, comment: text.trim() },
      {
        onSuccess: (answer) => {
          form.setInitialValues({ comment: answer.comment ?? '' });
          setState('saved');
        },
        onError: (error) => {
          setState('idle');
          // Whatever the refusal, it is said beside the field.
          showServerErrors(form, error, ['comment'], { otherwise: (message) => form.setFieldError('comment', message) });
        },
      },
    );
  };

  return (
    <div>
      <Textarea
        aria-label={`Comment on ${studentName}`}
        {...form.getInputProps('comment')}
        onBlur={commit}
        readOnly={readOnly}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={500}
        miw={180}
      />
      <Group gap={4} mih={18} role="status" aria-live="polite">
        {state === 'saving' && (
          <>
            <Loader size={10} />
            <Text size="xs" c="dimmed">
              Saving…
            </Text>
          </>
        )}
        {state === 'saved' && (
          <Text size="xs" c="green">
            Saved
          </Text>
        )}
      </Group>
    </div>
  );
}
