import { Button, Group, Stack } from '@mantine/core';
import { RichTextEditor, useRichTextEditor } from '@/components/rich-text-editor';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { showServerErrors } from '@/lib/server-errors';
import { useCreateNewsUpdate } from '../api/create-news-update';
import { useEditNewsUpdate } from '../api/edit-news-update';
import type { NewsContent, NewsItem } from '../types';
import { NEWS_IMAGE_UPLOAD_KEY } from '../api/upload-news-image';

export const TEXT_REQUIRED = 'Write the news text.';
export const SAVED_ALERT = 'Success!';
const TEXT_LABEL = 'News text';

export interface NewsFormProps {
  /** The post being edited; without it the form creates a new one. */
  item?: NewsItem;
  /** After a successful edit (the screen goes back to the list). */
  onSaved?: () => void;
  /** Shown as "Go back" when given. */
  onCancel?: () => void;
}

/** Image and rich text of a news post: creates one, or edits `item`. */
export function NewsForm({ item, onSaved, onCancel }: NewsFormProps) {
  const form = useForm<NewsContent>({
    initialValues: { image: item?.image ?? null, text: item?.text ?? '' },
    validate: { text: (text) => (text.trim() ? null : TEXT_REQUIRED) },
  });
  const textError = form.errors.text as string | undefined;
  const textErrorId = useId();
  const editor = useRichTextEditor({
    label: TEXT_LABEL,
    initialHtml: item?.text ?? '',
    onChange: (html) => form.setFieldValue('text', html),
    errorId: textError ? textErrorId : undefined,
  });

  const showFailure = (error: Error) => showServerErrors(form, error, ['text', 'image']);

  const create = useCreateNewsUpdate({
    onSuccess: () => {
      window.alert(SAVED_ALERT);
      form.reset();
      editor.commands.clearContent(true);
    },
    onError: showFailure,
  });
  const edit = useEditNewsUpdate({
    onSuccess: () => {
      window.alert(SAVED_ALERT);
      onSaved?.();
    },
    onError: showFailure,
  });

  const submit = form.onSubmit((values) => {
    const content = { image: values.image, text: values.text };
    if (item) edit.mutate({ id: item._id, ...content });
    else create.mutate(content);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <ImageUploadField
          label="Image"
          noun="image"
          previewAlt="News image preview"
          previewProps={{ maw: 280, mah: 200, fit: 'contain', radius: 'sm' }}
          uploadKey={NEWS_IMAGE_UPLOAD_KEY}
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
        <RichTextEditor editor={editor} label={TEXT_LABEL} error={textError} errorId={textErrorId} />
        <Group justify="flex-end">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel}>
              Go back
            </Button>
          )}
          <Button type="submit" loading={create.isPending || edit.isPending}>
            {item ? 'Save changes' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
