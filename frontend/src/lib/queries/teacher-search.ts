import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TEACHER_SEARCH_KEY } from '@/lib/query-keys';
import type { Teacher } from '@/types/api';
import type * as Wire from '@/types/wire';

/** Teachers listed at once in a teacher picker: more are found by typing. */
export const TEACHER_SEARCH_SIZE = 20;

/** A teacher as the pickers list them: what they show of a teacher. */
export type TeacherChoice = Pick<Teacher, '_id' | 'full_name'>;

/** One page of `get-teachers?q&pageSize`: the first matches, and how many there are. */
export type TeacherSearchPage = Wire.Paged<'teachers', Teacher>;

/** `GET /api/admins/get-teachers`: the first teachers whose name or email match `q` (all when blank). */
export function searchTeachers(q: string, signal?: AbortSignal): Promise<TeacherSearchPage> {
  const params = new URLSearchParams({ page: '1', pageSize: String(TEACHER_SEARCH_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  return api.get<TeacherSearchPage>(`/api/admins/get-teachers?${params.toString()}`, signal);
}

/** Query options of a teacher search; the last matches stay listed while the next ones load. */
export function teacherSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...TEACHER_SEARCH_KEY, q.trim()] as const,
    queryFn: ({ signal }) => searchTeachers(q, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Teachers whose names or email match `q` (the first ones when blank), searched on the
 * server: a school may have thousands, and a picker needs only a few.
 */
export function useTeacherSearch(q: string) {
  return useQuery(teacherSearchQueryOptions(q));
}
