import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import { NEWS_UPDATES_QUERY_KEY } from './get-news-updates';
import type { NewsMutationCallbacks } from './mutation-callbacks';

export function deleteNewsUpdate(id: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-news-updates', { id });
}

/** Deletes a news post by id; the news list reloads afterwards. */
export function useDeleteNewsUpdate({ onSuccess, onError }: NewsMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsUpdate,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: NEWS_UPDATES_QUERY_KEY });
      onSuccess?.(answer);
    },
    onError,
  });
}
