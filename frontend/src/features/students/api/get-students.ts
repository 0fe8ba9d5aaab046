import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { SHARED_LIST_FRESHNESS } from '@/lib/react-query';
import type { StudentsPage, StudentsQuery } from '../types';

/** Every students query starts with this key; mutations invalidate all of them. */
export const STUDENTS_QUERY_KEY = queryRoots.students;

export function getStudents({ page, pageSize, q }: StudentsQuery, signal?: AbortSignal): Promise<StudentsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const search = q.trim();
  if (search) params.set('q', search);
  return api.get<StudentsPage>(`/api/admins/get-students?${params.toString()}`, signal);
}

export function studentsQueryOptions(query: StudentsQuery) {
  return queryOptions({
    queryKey: [...STUDENTS_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getStudents(query, signal),
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
    ...SHARED_LIST_FRESHNESS,
  });
}

/**
 * One page of students, searched by name or email on the server; with `enabled` false (while
 * the archive shows instead) it keeps what it has without asking again.
 */
export function useStudents(query: StudentsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...studentsQueryOptions(query), enabled });
}
