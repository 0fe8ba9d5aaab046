import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadThenAttach } from '@/lib/upload-file';
import type { Assignment } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/** `POST /api/teachers/attach-classwork-file`: attaches an upload of `subjectUpload`; the piece with its files. */
export function attachClassworkFile(assignmentID: string, attachedFile: string): Promise<Assignment> {
  return api.post<Assignment>('/api/teachers/attach-classwork-file', { assignmentID, attachedFile });
}

/**
 * Uploads a file (as a subject's files are) then attaches it to the piece; the teacher's list
 * reloads afterwards. A refused upload fails as `UploadRefused`, saying why in words.
 */
export function useAttachClassworkFile(
  assignmentID: string,
  { onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadThenAttach('/api/subjectUpload', file, (storedPath) => attachClassworkFile(assignmentID, storedPath)),
    onSuccess: async (piece) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.teacher() });
      onSuccess?.(piece);
    },
    onError,
  });
}
