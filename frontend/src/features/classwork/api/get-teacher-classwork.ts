import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherClassworkView } from '@/types/wire';
import { classworkKeys } from './query-keys';

/** `GET /api/teachers/classwork`: the classwork of every subject the teacher teaches, latest due first, with its files. */
export function getTeacherClasswork(signal?: AbortSignal): Promise<TeacherClassworkView> {
  return api.get<TeacherClassworkView>('/api/teachers/classwork', signal);
}

export function teacherClassworkQueryOptions() {
  return queryOptions({
    queryKey: classworkKeys.teacher(),
    queryFn: ({ signal }) => getTeacherClasswork(signal),
  });
}

/** The teacher's classwork, latest due first. */
export function useTeacherClasswork() {
  return useQuery(teacherClassworkQueryOptions());
}
