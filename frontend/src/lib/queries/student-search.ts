import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STUDENT_SEARCH_KEY } from '@/lib/query-keys';
import type { Student } from '@/types/api';
import type * as Wire from '@/types/wire';

/** Students listed at once in a student picker: more are found by typing. */
export const STUDENT_SEARCH_SIZE = 10;

/** One page of `get-students?q&pageSize`: the first matches, and how many there are. */
export type StudentSearchPage = Wire.Paged<'students', Student>;

/** `GET /api/admins/get-students`: the first students whose name or email match `q`. */
export function searchStudents(q: string, signal?: AbortSignal): Promise<StudentSearchPage> {
  const params = new URLSearchParams({ page: '1', pageSize: String(STUDENT_SEARCH_SIZE), q: q.trim() });
  return api.get<StudentSearchPage>(`/api/admins/get-students?${params.toString()}`, signal);
}

/** Query options of a student search; the last matches stay listed while the next ones load. */
export function studentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...STUDENT_SEARCH_KEY, q.trim()] as const,
    queryFn: ({ signal }) => searchStudents(q, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Students whose name or email match `q`, searched on the server (a school may have tens of
 * thousands); nothing is asked until something is typed.
 */
export function useStudentSearchResults(q: string) {
  return useQuery({ ...studentSearchQueryOptions(q), enabled: q.trim().length > 0 });
}
