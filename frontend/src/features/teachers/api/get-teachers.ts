import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { SHARED_LIST_FRESHNESS } from '@/lib/react-query';
import type { TeachersPage, TeachersQuery } from '../types';

/** Every teacher-list query starts with this key; mutations invalidate all of them. */
export const TEACHERS_QUERY_KEY = queryRoots.teachers;

function isTeachersPage(answer: unknown): answer is TeachersPage {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray((answer as TeachersPage).teachers) &&
    typeof (answer as TeachersPage).total === 'number'
  );
}

export async function getTeachers({ page, pageSize, q, sort }: TeachersQuery, signal?: AbortSignal): Promise<TeachersPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  if (sort) {
    params.set('sort', sort.column);
    params.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  const answer = await api.get<unknown>(`/api/admins/get-teachers?${params.toString()}`, signal);
  // A page is what the table can show; anything else is a failed load, not a crash.
  if (!isTeachersPage(answer)) throw new Error('The teacher list could not be read.');
  return answer;
}

export function teachersQueryOptions(query: TeachersQuery) {
  return queryOptions({
    queryKey: [...TEACHERS_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getTeachers(query, signal),
    // The current page stays on screen while the next one (or the next sort) loads.
    placeholderData: keepPreviousData,
    ...SHARED_LIST_FRESHNESS,
  });
}

/** One page of teachers, searched, sorted and paged on the server (schools may have thousands). */
export function useTeachers(query: TeachersQuery) {
  return useQuery(teachersQueryOptions(query));
}
