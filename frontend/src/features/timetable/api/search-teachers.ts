import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { timetableKeys } from './query-keys';

/** Teachers listed at once in the teacher picker: more are found by typing. */
export const TEACHER_SEARCH_SIZE = 20;

/** A teacher as the picker lists them. */
export interface TeacherChoice {
  _id: string;
  full_name: string;
}

/** One page of `get-teachers?q&pageSize`: the first matches, and how many there are. */
export interface TeacherSearchPage {
  teachers: TeacherChoice[];
  total: number;
}

/** `GET /api/admins/get-teachers`: the first teachers whose name or email match `q` (all when blank). */
export function searchTeachers(q: string, signal?: AbortSignal): Promise<TeacherSearchPage> {
  const params = new URLSearchParams({ page: '1', pageSize: String(TEACHER_SEARCH_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  return api.get<TeacherSearchPage>(`/api/admins/get-teachers?${params.toString()}`, signal);
}

/** Query options of a teacher search; the last matches stay listed while the next ones load. */
export function teacherSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: timetableKeys.teacherSearch(q.trim()),
    queryFn: ({ signal }) => searchTeachers(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Teachers matching `q`, searched on the server: a school may have thousands. */
export function useTeacherSearch(q: string) {
  return useQuery(teacherSearchQueryOptions(q));
}
