import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Assignment } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { useKeepStudentWork } from './student-work-cache';

/** `POST /api/students/remove-work-file`: the piece and the student's work, the file removed. */
export function removeWorkFile(assignmentID: string, fileID: string): Promise<Assignment> {
  return api.post<Assignment>('/api/students/remove-work-file', { assignmentID, fileID });
}

/** Removes a file, by its id, from the student's work on the piece while it may change. */
export function useRemoveWorkFile(
  assignmentID: string,
  { onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {},
) {
  const keep = useKeepStudentWork();
  return useMutation({
    mutationFn: (fileID: string) => removeWorkFile(assignmentID, fileID),
    onSuccess: async (piece) => {
      await keep(piece);
      onSuccess?.(piece);
    },
    onError,
  });
}
