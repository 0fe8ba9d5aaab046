import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsEdit, NewsItem } from '../types';
import { NEWS_UPDATES_QUERY_KEY } from './get-news-updates';
import type { NewsMutationCallbacks } from './mutation-callbacks';

export function editNewsUpdate(edit: NewsEdit): Promise<NewsItem> {
  return api.post<NewsItem>('/api/admins/edit-news-updates', edit);
}

/** Saves a changed news post; the news list reloads afterwards. */
export function useEditNewsUpdate({ onSuccess, onError }: NewsMutationCallbacks<NewsItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNewsUpdate,
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: NEWS_UPDATES_QUERY_KEY });
      onSuccess?.(item);
    },
    onError,
  });
}
