import { Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { assetUrl } from '@/lib/asset-url';
import { formatDateTime, isIsoDate } from '@/lib/dates';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import type { GuardianUser } from '@/types/api';
import { useAbsenceNotes, useWithdrawAbsenceNote, useWriteAbsenceNote } from '../api/absence-notes';
import type { Child } from '../types';
import type { AbsenceNote } from '../types/absence-notes';
import { NOTE_REASON_MAX, NOTE_TEXTS, noteDays } from '../utils/absence-notes';
import { ChosenChildScreen } from './chosen-child-screen';

/** The fields the server may name in `errors`; `image` is the photo of a note. */
const NOTE_FIELDS = ['from', 'to', 'reason', 'studentID', 'image'] as const;
const NOTE_PHOTO_KEY = ['guardian-portal', 'note-photo-upload'] as const;

interface NoteValues {
  from: string;
  to: string;
  reason: string;
  /** The uploaded photo of a note, if any. */
  image: string | null;
}

/** 'Write an absence note' for `child`: the days, the reason and an optional photo of a note. */
function NoteForm({ child }: { child: Child }) {
  const headingId = useId();
  const write = useWriteAbsenceNote();
  const uploading = useIsMutating({ mutationKey: NOTE_PHOTO_KEY }) > 0;
  const form = useForm<NoteValues>({
    initialValues: { from: '', to: '', reason: '', image: null },
    validate: {
      from: (value) => (!value ? NOTE_TEXTS.from : isIsoDate(value) ? null : NOTE_TEXTS.badDay),
      to: (value, values) =>
        !value ? null : !isIsoDate(value) ? NOTE_TEXTS.badDay : value < values.from ? NOTE_TEXTS.to : null,
      reason: (value) =>
        !value.trim() ? NOTE_TEXTS.reason : value.trim().length > NOTE_REASON_MAX ? NOTE_TEXTS.reasonLength : null,
    },
  });
  const invalid = (field: keyof NoteValues) => ({ 'aria-invalid': Boolean(form.errors[field]) });

  const submit = (values: NoteValues) =>
    write.mutate(
      { studentID: child._id, from: values.from, to: values.to, reason: values.reason.trim(), image: values.image },
      {
        onSuccess: () => {
          notifySuccess(NOTE_TEXTS.sent);
          form.reset();
        },
        onError: (error) => showServerErrors(form, error, NOTE_FIELDS),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-labelledby={headingId} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            Write an absence note
          </Title>
          <Text size="sm" c="dimmed">
            {`For ${child.full_name}, ahead of an absence or after it. The adviser is told, and the registers of those days mark ${child.first_name} excused.`}
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput label="From" type="date" w="12rem" {...form.getInputProps('from')} {...invalid('from')} />
            <TextInput
              label="To"
              description="Leave blank for one day"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              type="date"
              w="12rem"
              min={form.values.from || undefined}
              {...form.getInputProps('to')}
              {...invalid('to')}
            />
          </Group>
          <Textarea
            label="Reason"
            autosize
            minRows={2}
            maxLength={NOTE_REASON_MAX}
            description={`${form.values.reason.length}/${NOTE_REASON_MAX} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('reason')}
            {...invalid('reason')}
          />
          <ImageUploadField
            label="Photo of a note (optional)"
            noun="photo"
            value={form.values.image}
            onChange={(path) => form.setFieldValue('image', path)}
            error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
            previewAlt="Photo of the note"
            uploadKey={NOTE_PHOTO_KEY}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={write.isPending} disabled={uploading}>
              Send absence note
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** One note as the guardian reads it, with 'Withdraw' (after a confirmation). */
function NoteItem({ note }: { note: AbsenceNote }) {
  const withdraw = useWithdrawAbsenceNote();
  const days = noteDays(note);
  const confirm = () => {
    if (window.confirm(NOTE_TEXTS.confirmWithdraw)) {
      withdraw.mutate(note._id, { onSuccess: (answer) => notifySuccess(answer.message) });
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600}>{days}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {note.reason}
          </Text>
          <Text size="xs" c="dimmed">{`Sent ${formatDateTime(note.createdAt)}`}</Text>
          {note.image && (
            <Anchor size="sm" href={assetUrl(note.image) ?? note.image} target="_blank" rel="noopener noreferrer">
              {`Photo of the note (${days})`}
            </Anchor>
          )}
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={withdraw.isPending}
          aria-label={`Withdraw the absence note of ${days}`}
          onClick={confirm}
        >
          Withdraw
        </Button>
      </Group>
    </Paper>
  );
}

/** The notes the guardian wrote for `child`, latest first, or the empty state. */
function NoteList({ child }: { child: Child }) {
  const notes = useAbsenceNotes(child._id);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3}>{`Absence notes for ${child.first_name}`}</Title>
        {!notes.data ? (
          <LoadState size="sm" label="Loading absence notes" query={notes} failedText="The absence notes could not be loaded." />
        ) : notes.data.length === 0 ? (
          <Text c="dimmed">{`You have not written an absence note for ${child.first_name} yet.`}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Absence notes for ${child.first_name}`}>
            {notes.data.map((note) => (
              <NoteItem key={note._id} note={note} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export interface AbsenceNotesScreenProps {
  guardian: GuardianUser;
  title: string;
}

/** 'Absence notes': write one for the chosen child, and the notes written for them so far. */
export function AbsenceNotesScreen({ guardian, title }: AbsenceNotesScreenProps) {
  return (
    <ChosenChildScreen guardian={guardian} title={title}>
      {(child) => (
        <ScreenSection title={title}>
          <NoteForm child={child} />
          <NoteList child={child} />
        </ScreenSection>
      )}
    </ChosenChildScreen>
  );
}
