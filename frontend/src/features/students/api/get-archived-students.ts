import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { SHARED_LIST_FRESHNESS } from '@/lib/react-query';
import type { ArchivedStudentsPage, StudentsQuery } from '../types';

/**
 * Under the students' root: whatever marks the students stale (a restore, a year end) marks
 * the archive stale too, as students move between the two.
 */
export const ARCHIVED_STUDENTS_QUERY_KEY = [...queryRoots.students, 'archived'] as const;

export function getArchivedStudents(
  { page, pageSize, q }: StudentsQuery,
  signal?: AbortSignal,
): Promise<ArchivedStudentsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const search = q.trim();
  if (search) params.set('q', search);
  return api.get<ArchivedStudentsPage>(`/api/admins/archived-students?${params.toString()}`, signal);
}

export function archivedStudentsQueryOptions(query: StudentsQuery) {
  return queryOptions({
    queryKey: [...ARCHIVED_STUDENTS_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getArchivedStudents(query, signal),
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
    ...SHARED_LIST_FRESHNESS,
  });
}

/** One page of the graduates a year end archived, searched by name or email on the server. */
export function useArchivedStudents(query: StudentsQuery) {
  return useQuery(archivedStudentsQueryOptions(query));
}
