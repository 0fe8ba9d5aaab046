import { ActionIcon, Box, Button, FileButton, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { RichTextEditor, useRichTextEditor } from '@/components/rich-text-editor';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { SHARED_FILE_TYPES, UploadRefused } from '@/lib/upload-file';
import { usePostAnnouncement } from '../api/post-announcement';
import type { Audience } from '../types';
import { ANNOUNCEMENT_MESSAGES, MOST_ANNOUNCEMENT_FILES, postedText } from '../utils/announcements';
import { AUDIENCE_CHOICES } from '../utils/labels';

const ANNOUNCEMENT = 'Announcement';

/** The fields the server names in `errors`, and the form's names for them. */
const ANNOUNCEMENT_FIELDS = {
  sectionID: 'sectionID',
  audience: 'audience',
  body: 'body',
  attachedFiles: 'files',
} as const;

interface AnnouncementValues {
  audience: Audience;
  /** HTML from the editor; '' while it holds no text. */
  body: string;
  /** Chosen, not uploaded yet: they are uploaded as the announcement is posted. */
  files: File[];
}

const BLANK: AnnouncementValues = { audience: 'both', body: '', files: [] };

export interface AnnouncementFormProps {
  /** The class (section) it is posted to. */
  sectionID: string;
  /** The server refused the class: said beside the class picker, which is the screen's. */
  onClassRefused: (message: string) => void;
}

/**
 * 'New announcement': whom it goes to, its text, files to attach (each may be taken off again),
 * and 'Post announcement', which uploads the files, then posts; cleared once posted.
 */
export function AnnouncementForm({ sectionID, onClassRefused }: AnnouncementFormProps) {
  const headingId = useId();
  const bodyErrorId = useId();
  const filesErrorId = useId();
  const resetFilePicker = useRef<() => void>(null);
  const form = useForm<AnnouncementValues>({
    initialValues: BLANK,
    validate: {
      body: (body) => (body === '' ? ANNOUNCEMENT_MESSAGES.body : null),
      files: (files) => (files.length > MOST_ANNOUNCEMENT_FILES ? ANNOUNCEMENT_MESSAGES.files : null),
    },
  });
  const bodyError = form.errors.body as string | undefined;
  const filesError = form.errors.files as string | undefined;
  const editor = useRichTextEditor({
    label: ANNOUNCEMENT,
    initialHtml: '',
    onChange: (html) => form.setFieldValue('body', html),
    errorId: bodyError ? bodyErrorId : undefined,
  });

  const post = usePostAnnouncement({
    onSuccess: (posted) => {
      notifySuccess(postedText(posted.section));
      form.reset();
      editor.commands.clearContent(true);
    },
    onError: (error) => {
      if (error instanceof UploadRefused) {
        form.setFieldError('files', error.message);
        return;
      }
      // The class picker is the screen's: a refusal of the class is said there.
      const beside = {
        setErrors: ({ sectionID: classRefusal, ...fields }: Record<string, string>) => {
          form.setErrors(fields);
          if (classRefusal) onClassRefused(classRefusal);
        },
      };
      showServerErrors(beside, error, ANNOUNCEMENT_FIELDS);
    },
  });

  const submit = form.onSubmit((values) =>
    post.mutate({ sectionID, audience: values.audience, body: values.body, files: values.files }),
  );
  const removeFile = (index: number) => {
    form.setFieldValue('files', (files) => files.filter((_, at) => at !== index));
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit}>
      <Stack gap="md">
        <Title order={3} id={headingId}>
          New announcement
        </Title>
        <Radio.Group label="Send to" required {...form.getInputProps('audience')}>
          <Group gap="md" mt={6}>
            {AUDIENCE_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
        <RichTextEditor editor={editor} label={ANNOUNCEMENT} error={bodyError} errorId={bodyErrorId} />
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <FileButton
              multiple
              accept={SHARED_FILE_TYPES}
              resetRef={resetFilePicker}
              disabled={post.isPending}
              onChange={(picked) => {
                form.setFieldValue('files', (files) => [...files, ...picked]);
                // Cleared, so the same file can be chosen again after it was taken off.
                resetFilePicker.current?.();
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  disabled={post.isPending}
                  aria-describedby={filesError ? filesErrorId : undefined}
                >
                  Attach files
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              PDF, JPG or PNG, at most {MOST_ANNOUNCEMENT_FILES} files.
            </Text>
          </Group>
          {form.values.files.length > 0 && (
            <Box component="ul" aria-label="Files to attach" m={0} p={0} style={{ listStyle: 'none' }}>
              {form.values.files.map((file, index) => (
                <Box
                  key={`${index}-${file.name}-${file.size}`}
                  component="li"
                  display="flex"
                  py={2}
                  style={{ alignItems: 'center', justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' }}
                >
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.name}`}
                    disabled={post.isPending}
                    onClick={() => removeFile(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Box>
              ))}
            </Box>
          )}
          {filesError && (
            <Text size="sm" c="red" role="alert" id={filesErrorId}>
              {filesError}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={post.isPending}>
            Post announcement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
