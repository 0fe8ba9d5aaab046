import { Button, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, useMantineTheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { RichTextEditor, useRichTextEditor } from '@/components/rich-text-editor';
import { LoadState } from '@/components/ui/load-state';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { usePostClasswork } from '../api/post-classwork';
import { useUpdateClasswork } from '../api/update-classwork';
import type { Assignment, ClassChoices } from '../types';
import {
  blankClasswork,
  CLASSWORK_FIELDS,
  classworkContent,
  classworkErrors,
  classworkValuesOf,
  MAX_POINTS,
  MAX_TITLE,
  type ClassworkValues,
} from '../utils/classwork-values';
import { GRADEBOOK_CHOICES, type GradebookChoice } from '../utils/labels';

const INSTRUCTIONS = 'Instructions';
const POSTED_TOAST = 'Classwork posted.';
const SAVED_TOAST = 'Classwork saved.';

export interface ClassworkModalProps {
  opened: boolean;
  /** The piece to edit; null to post a new one. */
  assignment: Assignment | null;
  /** The classes the teacher teaches, to post to. */
  classes: ClassChoices;
  /** Posted or saved: the piece's id (the first one's, when posted to several classes). */
  onSaved: (id: string) => void;
  onClose: () => void;
}

/** 'Post classwork' and 'Edit classwork', over the list; the whole screen on a phone. */
export function ClassworkModal({ opened, assignment, classes, onSaved, onClose }: ClassworkModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={assignment ? 'Edit classwork' : 'Post classwork'}
      size="lg"
      fullScreen={phone}
    >
      {opened && <ClassworkForm assignment={assignment} classes={classes} onSaved={onSaved} onDone={onClose} />}
    </Modal>
  );
}

interface ClassworkFormProps {
  assignment: Assignment | null;
  classes: ClassChoices;
  onSaved: (id: string) => void;
  onDone: () => void;
}

/**
 * The classes (when posting), title, instructions, points, due time, when the students first
 * see it, whether late work is accepted, and the gradebook category it counts in.
 */
function ClassworkForm({ assignment, classes, onSaved, onDone }: ClassworkFormProps) {
  const posting = assignment === null;
  const form = useForm<ClassworkValues>({
    initialValues: assignment ? classworkValuesOf(assignment) : blankClasswork(),
    validate: (values) => classworkErrors(values, posting),
  });
  const instructionsError = form.errors.instructions as string | undefined;
  const instructionsErrorId = useId();
  const editor = useRichTextEditor({
    label: INSTRUCTIONS,
    initialHtml: assignment?.instructions ?? '',
    onChange: (html) => form.setFieldValue('instructions', html),
    errorId: instructionsError ? instructionsErrorId : undefined,
  });

  const showFailure = (error: Error) => showServerErrors(form, error, CLASSWORK_FIELDS);
  const post = usePostClasswork({
    onSuccess: ({ classwork: posted }) => {
      notifySuccess(POSTED_TOAST);
      if (posted[0]) onSaved(posted[0]._id);
      onDone();
    },
    onError: showFailure,
  });
  const update = useUpdateClasswork({
    onSuccess: (saved) => {
      notifySuccess(SAVED_TOAST);
      onSaved(saved._id);
      onDone();
    },
    onError: showFailure,
  });

  const submit = (values: ClassworkValues) => {
    const content = classworkContent(values);
    if (assignment) update.mutate({ id: assignment._id, ...content });
    else post.mutate({ subjectIDs: values.subjectIDs, ...content });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {posting &&
          (classes.list ? (
            <MultiSelect
              label="Classes"
              required
              data={classes.list}
              placeholder={form.values.subjectIDs.length === 0 ? 'Choose the classes to post to' : undefined}
              nothingFoundMessage="You teach no classes yet."
              searchable
              {...form.getInputProps('subjectIDs')}
            />
          ) : (
            <LoadState label="Loading your classes" query={classes.load} failedText="Your classes could not be loaded." size="sm" />
          ))}
        <TextInput label="Title" required maxLength={MAX_TITLE} data-autofocus {...form.getInputProps('title')} />
        <RichTextEditor editor={editor} label={INSTRUCTIONS} error={instructionsError} errorId={instructionsErrorId} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Points"
            required
            min={1}
            max={MAX_POINTS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('points')}
          />
          <Select
            label="Gradebook"
            data={GRADEBOOK_CHOICES}
            allowDeselect={false}
            {...form.getInputProps('category')}
            onChange={(choice) => form.setFieldValue('category', (choice ?? 'none') as GradebookChoice)}
          />
          <TextInput label="Due" type="datetime-local" required {...form.getInputProps('dueAt')} />
          <TextInput
            label="Show to students from"
            description="Leave empty to show it now"
            type="datetime-local"
            {...form.getInputProps('appearsAt')}
          />
        </SimpleGrid>
        <Switch label="Accept late work" {...form.getInputProps('lateAccepted', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={post.isPending || update.isPending}>
            {posting ? 'Post' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
