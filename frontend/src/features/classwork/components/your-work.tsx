import { Alert, Badge, Button, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { PickFileButton } from '@/components/ui/pick-file-button';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useAddWorkFile } from '../api/add-work-file';
import { useRemoveWorkFile } from '../api/remove-work-file';
import { useTurnInWork } from '../api/turn-in-work';
import { useUnsubmitWork } from '../api/unsubmit-work';
import type { Assignment, Work } from '../types';
import {
  NO_WORK,
  PHOTO_TYPES,
  STAGE_COLORS,
  STAGE_LABELS,
  WORK_FILE_TYPES,
  WORK_MESSAGES,
  answerError,
  pastDue,
  workFileErrorMessage,
  workStage,
} from '../utils/work';
import { ClassworkFileLinks } from './classwork-file-links';
import { WorkSummary } from './work-summary';

const WORK_FILES_LABEL = 'Your files';

export interface YourWorkProps {
  assignment: Assignment;
  /** The browser's clock (ms): past the due time, work is late or no longer taken. */
  now: number;
}

/**
 * 'Your work' under a piece of the student's classwork: where it stands (a badge), and while it is
 * not turned in its files ('Add file', 'Take photo', 'Remove …'), the answer and 'Turn in'; once
 * turned in what was handed in and 'Unsubmit' until the due time; once returned the score and the
 * teacher's comment. Refusals show in the card, the answer's beside it.
 */
export function YourWork({ assignment, now }: YourWorkProps) {
  const headingId = useId();
  const work = assignment.work ?? NO_WORK;
  const stage = workStage(work, assignment, now);
  return (
    <>
      <Divider />
      <Stack role="group" aria-labelledby={headingId} gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={5} id={headingId}>
            Your work
          </Title>
          <Badge variant="light" color={STAGE_COLORS[stage]} c="bright" radius="sm">
            {STAGE_LABELS[stage]}
          </Badge>
        </Group>
        {work.status === 'assigned' ? (
          <DraftWork assignment={assignment} work={work} late={pastDue(assignment, now)} />
        ) : (
          <HandedInWork assignment={assignment} work={work} late={pastDue(assignment, now)} />
        )}
      </Stack>
    </>
  );
}

interface WorkPartProps {
  assignment: Assignment;
  work: Work;
  /** Past the due time. */
  late: boolean;
}

/** Which picker an upload came from, so that one spins. */
type Picker = 'file' | 'photo';

/** Work not turned in: its files, the answer and 'Turn in' ('Turn in late' past due), unless it is closed. */
function DraftWork({ assignment, work, late }: WorkPartProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [picker, setPicker] = useState<Picker>('file');
  const form = useForm({ initialValues: { answer: work.answer } });
  const add = useAddWorkFile(assignment._id, { onError: (error) => setRefusal(workFileErrorMessage(error)) });
  const remove = useRemoveWorkFile(assignment._id, { onError: (error) => setRefusal(errorMessage(error)) });
  const turnIn = useTurnInWork(assignment._id, {
    onSuccess: () => notifySuccess(`“${assignment.title}” is turned in.`),
    onError: (error) => showServerErrors(form, error, ['answer'], { otherwise: setRefusal }),
  });
  const busy = add.isPending || remove.isPending || turnIn.isPending;

  if (late && !assignment.lateAccepted) {
    return (
      <>
        {work.files.length > 0 && <ClassworkFileLinks label={WORK_FILES_LABEL} files={work.files} />}
        <Text size="sm" c="dimmed">
          {WORK_MESSAGES.closed}
        </Text>
      </>
    );
  }

  const pick = (from: Picker) => (file: File) => {
    setRefusal(null);
    setPicker(from);
    add.mutate(file);
  };

  const submit = ({ answer }: { answer: string }) => {
    setRefusal(null);
    const wrong = answerError(answer, work.files.length);
    if (wrong) {
      form.setFieldError('answer', wrong);
      return;
    }
    turnIn.mutate(answer.trim());
  };

  return (
    <>
      {work.files.length > 0 && (
        <ClassworkFileLinks
          label={WORK_FILES_LABEL}
          files={work.files}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={(file) => {
            if (busy) return;
            setRefusal(null);
            remove.mutate(file._id);
          }}
        />
      )}
      <Group gap="xs" wrap="wrap">
        <PickFileButton
          label="Add file"
          accept={WORK_FILE_TYPES}
          variant="default"
          icon={<IconPaperclip size={16} aria-hidden />}
          loading={add.isPending && picker === 'file'}
          disabled={busy}
          onPick={pick('file')}
        />
        <PickFileButton
          label="Take photo"
          accept={PHOTO_TYPES}
          capture="environment"
          variant="default"
          icon={<IconCamera size={16} aria-hidden />}
          loading={add.isPending && picker === 'photo'}
          disabled={busy}
          onPick={pick('photo')}
        />
      </Group>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Textarea
            label="Your answer"
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('answer')}
            aria-invalid={Boolean(form.errors.answer)}
          />
          {refusal && (
            <Alert color="red" variant="light">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={turnIn.isPending} disabled={busy && !turnIn.isPending}>
              {late ? 'Turn in late' : 'Turn in'}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** Work turned in or returned: what was handed in, when, and 'Unsubmit' until the due time; the score and comment once returned. */
function HandedInWork({ assignment, work, late }: WorkPartProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const unsubmit = useUnsubmitWork(assignment._id, {
    onSuccess: () => notifySuccess(`“${assignment.title}” is unsubmitted: change it, then turn it in again.`),
    onError: (error) => setRefusal(errorMessage(error)),
  });
  const returned = work.status === 'returned';
  return (
    <>
      <WorkSummary
        assignment={assignment}
        work={work}
        commentHeading="Comment from your teacher"
        filesLabel={WORK_FILES_LABEL}
        answerHeading="Your answer"
      />
      {refusal && (
        <Alert color="red" variant="light">
          {refusal}
        </Alert>
      )}
      {!returned && !late && (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={unsubmit.isPending}
            onClick={() => {
              setRefusal(null);
              unsubmit.mutate();
            }}
          >
            Unsubmit
          </Button>
        </Group>
      )}
    </>
  );
}
