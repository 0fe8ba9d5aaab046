import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Category } from '../types';
import { classesKeys } from './query-keys';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/admins/get-categories', signal);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: classesKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

/** Every category with its levels, sorted by name. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
