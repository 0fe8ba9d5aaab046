import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NoticeView } from '@/types/wire';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/** `POST /api/teachers/delete-classwork`: deletes the piece, and its assessment and scores when graded. */
export function deleteClasswork(id: string): Promise<NoticeView> {
  return api.post<NoticeView>('/api/teachers/delete-classwork', { id });
}

/** Deletes a piece of classwork by id; the teacher's list reloads afterwards. */
export function useDeleteClasswork({ onSuccess, onError }: ClassworkMutationCallbacks<NoticeView> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClasswork,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.teacher() });
      onSuccess?.(answer);
    },
    onError,
  });
}
