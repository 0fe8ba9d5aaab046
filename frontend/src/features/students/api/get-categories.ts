import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Category } from '../types';

export const CATEGORIES_QUERY_KEY = [...queryRoots.students, 'categories'] as const;

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/admins/get-categories', signal);
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: CATEGORIES_QUERY_KEY, queryFn: ({ signal }) => getCategories(signal) });
}

/** The school's categories with their levels, for the education chooser. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
