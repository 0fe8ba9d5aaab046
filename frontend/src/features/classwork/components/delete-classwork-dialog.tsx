import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useDeleteClasswork } from '../api/delete-classwork';
import type { Assignment } from '../types';
import { countOf } from '@/lib/count-of';
import { classOf } from '../utils/labels';

export interface DeleteClassworkDialogProps {
  opened: boolean;
  /** The piece asked about (kept while the dialog closes). */
  assignment: Assignment | null;
  onClose: () => void;
}

/** What deleting `assignment` takes away: the piece, its files, and for graded classwork its gradebook scores. */
function deletionText(assignment: Assignment): string {
  const count = assignment.files.length;
  return [
    `“${assignment.title}” is deleted from ${classOf(assignment)}, and its students no longer see it.`,
    count > 0 && `Its ${countOf(count, 'file')} ${count === 1 ? 'is' : 'are'} deleted with it.`,
    assignment.assessmentID && 'Its assessment in the gradebook is deleted too, with all its scores.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Delete classwork?', naming the piece; 'Delete' deletes it, 'Cancel' leaves it. */
export function DeleteClassworkDialog({ opened, assignment, onClose }: DeleteClassworkDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteClasswork({
    onSuccess: ({ message }) => {
      notifySuccess(message);
      onClose();
    },
    onError: (error) => setRefusal(errorMessage(error)),
  });
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened && assignment !== null}
      title="Delete classwork?"
      confirmLabel="Delete"
      danger
      pending={remove.isPending}
      error={refusal}
      onConfirm={() => {
        if (!assignment) return;
        setRefusal(null);
        remove.mutate(assignment._id);
      }}
      onCancel={close}
    >
      {assignment && deletionText(assignment)}
    </ConfirmDialog>
  );
}
