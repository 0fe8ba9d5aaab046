import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { levelsKeys } from '@/lib/query-keys';
import type { Level } from '@/types/api';

/** `POST /api/admins/get-levels`: the levels of one category, each with its sections' names. */
export function getLevels(categoryId: string, signal?: AbortSignal): Promise<Level[]> {
  return api.post<Level[]>('/api/admins/get-levels', { category: categoryId }, signal);
}

/** Query options of one category's levels; idle while no category is chosen (`null`). */
export function levelsQueryOptions(categoryId: string | null) {
  return queryOptions({
    queryKey: levelsKeys.of(categoryId ?? ''),
    queryFn: ({ signal }) => getLevels(categoryId ?? '', signal),
    enabled: categoryId !== null,
  });
}

/** The levels of one category with their sections; idle until a category is chosen. */
export function useLevels(categoryId: string | null) {
  return useQuery(levelsQueryOptions(categoryId));
}
