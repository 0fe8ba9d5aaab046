import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoriesKey } from '@/lib/query-keys';
import type { Category } from '@/types/api';

/** `GET /api/admins/get-categories`: every category with its levels, sorted by name. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/admins/get-categories', signal);
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesKey, queryFn: ({ signal }) => getCategories(signal) });
}

/** Every category with its levels: the classes screens, the education chooser, the section pickers. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
