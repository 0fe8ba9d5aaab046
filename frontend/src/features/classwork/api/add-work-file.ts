import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Assignment } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { useKeepStudentWork } from './student-work-cache';

/**
 * `POST /api/students/work-file?assignmentID=…` (multipart, field `file`): 201 with the piece and
 * the student's work, the file added to it.
 */
export function addWorkFile(assignmentID: string, file: File): Promise<Assignment> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<Assignment>(`/api/students/work-file?assignmentID=${encodeURIComponent(assignmentID)}`, form);
}

/** Adds a file (a photo, a PDF, an office document) to the student's work on the piece. */
export function useAddWorkFile(assignmentID: string, { onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {}) {
  const keep = useKeepStudentWork();
  return useMutation({
    mutationFn: (file: File) => addWorkFile(assignmentID, file),
    onSuccess: async (piece) => {
      await keep(piece);
      onSuccess?.(piece);
    },
    onError,
  });
}
