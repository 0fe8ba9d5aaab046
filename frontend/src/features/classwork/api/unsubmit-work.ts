import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Assignment } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { useKeepStudentWork } from './student-work-cache';

/** `POST /api/students/unsubmit`: the piece and the student's work, taken back to change it. */
export function unsubmitWork(assignmentID: string): Promise<Assignment> {
  return api.post<Assignment>('/api/students/unsubmit', { assignmentID });
}

/** Takes back the student's turned-in work on the piece, until it is returned or past due. */
export function useUnsubmitWork(assignmentID: string, { onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {}) {
  const keep = useKeepStudentWork();
  return useMutation({
    mutationFn: () => unsubmitWork(assignmentID),
    onSuccess: async (piece) => {
      await keep(piece);
      onSuccess?.(piece);
    },
    onError,
  });
}
