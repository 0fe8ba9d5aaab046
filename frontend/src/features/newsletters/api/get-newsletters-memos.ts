import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterMemo } from '../types';

export const NEWSLETTERS_MEMOS_QUERY_KEY = ['newsletters-memos'] as const;

export function getNewslettersMemos(signal?: AbortSignal): Promise<NewsletterMemo[]> {
  return api.get<NewsletterMemo[]>('/api/admins/get-newsletters-memos', signal);
}

function newestFirst(items: NewsletterMemo[]): NewsletterMemo[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function newslettersMemosQueryOptions() {
  return queryOptions({
    queryKey: NEWSLETTERS_MEMOS_QUERY_KEY,
    queryFn: ({ signal }) => getNewslettersMemos(signal),
    select: newestFirst,
  });
}

/** Every general newsletter or memo, newest first. */
export function useNewslettersMemos() {
  return useQuery(newslettersMemosQueryOptions());
}
