import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useDeleteAssessment, useSubmission } from '../api/gradebook';
import { useGradeCells, type CellTally } from '../hooks/use-grade-cells';
import type { Assessment, Gradebook } from '../types';
import { changes, PUBLISHED_LOCK, SUBMITTED_LOCK } from '../utils/texts';
import { AssessmentModal } from './assessment-modal';
import { ConfirmDialog } from './confirm-dialog';
import { GradebookGrid } from './gradebook-grid';

/** The line that says whether everything typed is on the server. */
function SaveStatus({ tally, onRetryAll }: { tally: CellTally; onRetryAll: () => void }) {
  let text = '';
  if (tally.saving > 0) text = `Saving ${changes(tally.saving)}…`;
  else if (tally.unsaved > 0) text = `${changes(tally.unsaved)} not saved.`;
  else if (tally.saved > 0) text = 'All changes saved.';
  return (
    <Group gap="xs" mih={28} role="status" aria-live="polite">
      <Text size="sm" c={tally.unsaved > 0 && tally.saving === 0 ? 'red.8' : 'dimmed'}>
        {text}
      </Text>
      {tally.unsaved > 0 && tally.saving === 0 && (
        <Button size="compact-xs" variant="light" onClick={onRetryAll}>
          Retry all
        </Button>
      )}
    </Group>
  );
}

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; assessment: Assessment } | { kind: 'submit' } | null;

/** A loaded gradebook: its lock, 'Add assessment', 'Submit grades' or 'Withdraw submission', the save status and the grid. */
export function GradebookView({ book }: { book: Gradebook }) {
  const cells = useGradeCells(book);
  const [asking, setAsking] = useState<Asking>(null);
  const remove = useDeleteAssessment();
  const submission = useSubmission(book.subject._id, book.term._id);
  const { status } = book;
  const published = status.publishedAt !== null;
  const readOnly = status.locked;
  const close = () => setAsking(null);

  return (
    <Stack gap="sm">
      {published ? (
        <Alert icon={<IconLock size={18} />} color="gray" title="Published">
          {PUBLISHED_LOCK}
        </Alert>
      ) : status.submittedAt && status.locked ? (
        <Alert icon={<IconLock size={18} />} color="blue" title="Submitted">
          {SUBMITTED_LOCK}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {!readOnly && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAsking({ kind: 'add' })}>
              Add assessment
            </Button>
          )}
          {!published &&
            (status.submittedAt ? (
              <Button
                variant="light"
                loading={submission.isPending}
                onClick={() =>
                  submission.mutate('withdraw', { onSuccess: () => notifySuccess('Submission withdrawn.') })
                }
              >
                Withdraw submission
              </Button>
            ) : (
              <Button variant="light" onClick={() => setAsking({ kind: 'submit' })}>
                Submit grades
              </Button>
            ))}
        </Group>
        <SaveStatus tally={cells.tally} onRetryAll={cells.retryAll} />
      </Group>
      {book.assessments.length === 0 ? (
        <Text c="dimmed">No assessments yet. Add one to start grading.</Text>
      ) : (
        <GradebookGrid
          book={book}
          cells={cells}
          readOnly={readOnly}
          onEditAssessment={(assessment) => setAsking({ kind: 'edit', assessment })}
          onDeleteAssessment={(assessment) => setAsking({ kind: 'delete', assessment })}
        />
      )}
      <AssessmentModal
        book={book}
        opened={asking?.kind === 'add' || asking?.kind === 'edit'}
        assessment={asking?.kind === 'edit' ? asking.assessment : null}
        onClose={close}
      />
      <ConfirmDialog
        opened={asking?.kind === 'delete'}
        title={asking?.kind === 'delete' ? `Delete “${asking.assessment.title}”?` : 'Delete the assessment?'}
        consequence="Its scores are deleted with it, and the term grades change."
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (asking?.kind !== 'delete') return;
          remove.mutate(asking.assessment._id, {
            onSuccess: (answer) => {
              notifySuccess(answer.message);
              close();
            },
          });
        }}
      />
      <ConfirmDialog
        opened={asking?.kind === 'submit'}
        title={`Submit the grades of ${book.subject.name}, ${book.term.name}?`}
        consequence="The adviser and the administrators see them as submitted; you can change them again only after withdrawing the submission."
        confirmLabel="Submit grades"
        pending={submission.isPending}
        onClose={close}
        onConfirm={() =>
          submission.mutate('submit', {
            onSuccess: () => {
              notifySuccess('Grades submitted.');
              close();
            },
            onError: close,
          })
        }
      />
    </Stack>
  );
}
