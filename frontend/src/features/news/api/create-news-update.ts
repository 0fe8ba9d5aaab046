import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsContent, NewsItem } from '../types';
import { NEWS_UPDATES_QUERY_KEY } from './get-news-updates';
import type { NewsMutationCallbacks } from './mutation-callbacks';

export function createNewsUpdate(content: NewsContent): Promise<NewsItem> {
  return api.post<NewsItem>('/api/admins/create-news-updates', content);
}

/** Publishes a news post; the news list reloads afterwards. */
export function useCreateNewsUpdate({ onSuccess, onError }: NewsMutationCallbacks<NewsItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsUpdate,
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: NEWS_UPDATES_QUERY_KEY });
      onSuccess?.(item);
    },
    onError,
  });
}
