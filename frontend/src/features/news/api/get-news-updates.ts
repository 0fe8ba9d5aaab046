import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsItem } from '../types';

export const NEWS_UPDATES_QUERY_KEY = ['news-updates'] as const;

export function getNewsUpdates(signal?: AbortSignal): Promise<NewsItem[]> {
  return api.get<NewsItem[]>('/api/admins/get-news-updates', signal);
}

function newestFirst(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function newsUpdatesQueryOptions() {
  return queryOptions({
    queryKey: NEWS_UPDATES_QUERY_KEY,
    queryFn: ({ signal }) => getNewsUpdates(signal),
    select: newestFirst,
  });
}

/** Every news post, newest first. */
export function useNewsUpdates() {
  return useQuery(newsUpdatesQueryOptions());
}
