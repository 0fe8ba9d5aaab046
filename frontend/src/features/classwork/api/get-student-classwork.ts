import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentClassworkView } from '@/types/wire';
import { classworkKeys } from './query-keys';

/**
 * `GET /api/students/classwork`: the student's classwork to do (soonest due first), missing (latest
 * due first) and done (turned in or returned, latest due first), each with the student's work.
 */
export function getStudentClasswork(signal?: AbortSignal): Promise<StudentClassworkView> {
  return api.get<StudentClassworkView>('/api/students/classwork', signal);
}

export function studentClassworkQueryOptions() {
  return queryOptions({
    queryKey: classworkKeys.student(),
    queryFn: ({ signal }) => getStudentClasswork(signal),
    // Classwork appears and falls due as time passes, and teachers post at any time.
    staleTime: 0,
  });
}

/** The signed-in student's classwork: to do, missing and done. */
export function useStudentClasswork() {
  return useQuery(studentClassworkQueryOptions());
}
