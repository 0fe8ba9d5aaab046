import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Level } from '../types';

export const LEVELS_QUERY_KEY = [...queryRoots.students, 'levels'] as const;

export function getLevels(category: string, signal?: AbortSignal): Promise<Level[]> {
  return api.post<Level[]>('/api/admins/get-levels', { category }, signal);
}

export function levelsQueryOptions(category: string | null) {
  return queryOptions({
    queryKey: [...LEVELS_QUERY_KEY, category] as const,
    queryFn: ({ signal }) => getLevels(category ?? '', signal),
    enabled: category !== null,
  });
}

/** The levels of one category with their sections; idle until a category is chosen. */
export function useLevels(category: string | null) {
  return useQuery(levelsQueryOptions(category));
}
