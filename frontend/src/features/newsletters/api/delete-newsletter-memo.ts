import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import { NEWSLETTERS_MEMOS_QUERY_KEY } from './get-newsletters-memos';
import type { NewsletterMutationCallbacks } from './mutation-callbacks';

export function deleteNewsletterMemo(newsletterID: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-newsletters-memos', { newsletterID });
}

/** Deletes a newsletter or memo by id; the list reloads afterwards. */
export function useDeleteNewsletterMemo({
  onSuccess,
  onError,
}: NewsletterMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsletterMemo,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: NEWSLETTERS_MEMOS_QUERY_KEY });
      onSuccess?.(answer);
    },
    onError,
  });
}
