import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Level } from '../types';
import { classesKeys } from './query-keys';

export function getLevels(categoryId: string, signal?: AbortSignal): Promise<Level[]> {
  return api.post<Level[]>('/api/admins/get-levels', { category: categoryId }, signal);
}

export function levelsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: classesKeys.levels(categoryId),
    queryFn: ({ signal }) => getLevels(categoryId, signal),
  });
}

/** The levels of one category. */
export function useLevels(categoryId: string) {
  return useQuery(levelsQueryOptions(categoryId));
}
