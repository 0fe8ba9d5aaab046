import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TaughtSubjectsAnswer } from '../types';
import { teacherPortalKeys } from './query-keys';

export function getTaughtSubjects(signal?: AbortSignal): Promise<TaughtSubjectsAnswer> {
  // Without `subjectIDs` the server answers every subject the teacher teaches.
  return api.post<TaughtSubjectsAnswer>('/api/teachers/get-teacher-subjects', {}, signal);
}

export function taughtSubjectsQueryOptions() {
  return queryOptions({
    queryKey: teacherPortalKeys.subjects(),
    queryFn: ({ signal }) => getTaughtSubjects(signal),
  });
}

/** Every subject the teacher teaches, with its level, section and student count. */
export function useTaughtSubjects() {
  return useQuery(taughtSubjectsQueryOptions());
}
