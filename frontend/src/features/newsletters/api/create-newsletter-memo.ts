import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewNewsletterMemo, NewsletterMemo } from '../types';
import { NEWSLETTERS_MEMOS_QUERY_KEY } from './get-newsletters-memos';
import type { NewsletterMutationCallbacks } from './mutation-callbacks';

export function createNewsletterMemo(memo: NewNewsletterMemo): Promise<NewsletterMemo> {
  return api.post<NewsletterMemo>('/api/admins/upload-newsletter-memo', memo);
}

/** Adds an uploaded file or a link to the newsletters; the list reloads afterwards. */
export function useCreateNewsletterMemo({
  onSuccess,
  onError,
}: NewsletterMutationCallbacks<NewsletterMemo> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsletterMemo,
    onSuccess: async (memo) => {
      await queryClient.invalidateQueries({ queryKey: NEWSLETTERS_MEMOS_QUERY_KEY });
      onSuccess?.(memo);
    },
    onError,
  });
}
