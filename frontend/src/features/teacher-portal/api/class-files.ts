import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { UploadRefused, uploadThenAttach } from '@/lib/upload-file';
import type { MessageResponse } from '@/types/api';
import { teacherPortalKeys } from './query-keys';

/** Where a file is shared: a subject's files or a section's weekly lesson guides. */
export type FileOwner = { kind: 'subject'; id: string } | { kind: 'section'; id: string };

const CALLS = {
  subject: {
    upload: '/api/subjectUpload',
    attach: (id: string, path: string) => ({
      call: '/api/teachers/attach-subject-file',
      body: { subjectID: id, attachedFile: path },
    }),
    remove: '/api/teachers/delete-subject-file',
    key: teacherPortalKeys.subject,
  },
  section: {
    upload: '/api/sectionUpload',
    attach: (id: string, path: string) => ({
      call: '/api/teachers/attach-section-file',
      body: { sectionID: id, attachedFile: path },
    }),
    remove: '/api/teachers/delete-section-file',
    key: teacherPortalKeys.section,
  },
} as const;

/** Uploads a file (`subjectUpload`/`sectionUpload`) then attaches it; refreshes the owner. */
export function useAttachFile(owner: FileOwner) {
  const queryClient = useQueryClient();
  const calls = CALLS[owner.kind];
  return useMutation({
    mutationFn: (file: File) =>
      uploadThenAttach(calls.upload, file, (path) => {
        const { call, body } = calls.attach(owner.id, path);
        return api.post<unknown>(call, body);
      }),
    onError: (error) => {
      // A failed upload is told by an alert saying why; a failed attach as a toast.
      if (error instanceof UploadRefused) window.alert(error.message);
      else notifyError(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calls.key(owner.id) }),
  });
}

/** Deletes one attached file of the owner; refreshes it. */
export function useDeleteFile(owner: FileOwner) {
  const queryClient = useQueryClient();
  const calls = CALLS[owner.kind];
  return useMutation({
    mutationFn: (fileId: string) => api.post<MessageResponse>(calls.remove, { id: fileId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calls.key(owner.id) }),
  });
}
