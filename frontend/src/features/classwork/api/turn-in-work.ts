import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Assignment } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { useKeepStudentWork } from './student-work-cache';

/**
 * `POST /api/students/turn-in`: the piece and the student's work, turned in with `answer` (plain
 * text; may be empty when files were added), late after the due time.
 */
export function turnInWork(assignmentID: string, answer: string): Promise<Assignment> {
  return api.post<Assignment>('/api/students/turn-in', { assignmentID, answer });
}

/** Turns in the student's work on the piece with the answer written. */
export function useTurnInWork(assignmentID: string, { onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {}) {
  const keep = useKeepStudentWork();
  return useMutation({
    mutationFn: (answer: string) => turnInWork(assignmentID, answer),
    onSuccess: async (piece) => {
      await keep(piece);
      onSuccess?.(piece);
    },
    onError,
  });
}
