import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NoticeView } from '@/types/wire';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/** `POST /api/teachers/delete-classwork-file`: removes one file of a piece, and the stored file with it. */
export function deleteClassworkFile(id: string): Promise<NoticeView> {
  return api.post<NoticeView>('/api/teachers/delete-classwork-file', { id });
}

/** Removes a file of a piece of classwork by the file's id; the teacher's list reloads afterwards. */
export function useDeleteClassworkFile({ onSuccess, onError }: ClassworkMutationCallbacks<NoticeView> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassworkFile,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.teacher() });
      onSuccess?.(answer);
    },
    onError,
  });
}
