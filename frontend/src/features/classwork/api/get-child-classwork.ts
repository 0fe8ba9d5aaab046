import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentClassworkView } from '@/types/wire';
import { classworkKeys } from './query-keys';

/**
 * `GET /api/guardians/children/{studentID}/classwork`: a guardian's child's classwork as the child
 * has it, to do (soonest due first), missing (latest due first) and done (turned in or returned,
 * latest due first), each with the child's work.
 */
export function getChildClasswork(studentID: string, signal?: AbortSignal): Promise<StudentClassworkView> {
  return api.get<StudentClassworkView>(`/api/guardians/children/${encodeURIComponent(studentID)}/classwork`, signal);
}

export function childClassworkQueryOptions(studentID: string) {
  return queryOptions({
    queryKey: classworkKeys.child(studentID),
    queryFn: ({ signal }) => getChildClasswork(studentID, signal),
    // Classwork falls due as time passes, and the child turns work in at any time.
    staleTime: 0,
  });
}

/** The guardian's child's classwork: to do, missing and done. */
export function useChildClasswork(studentID: string) {
  return useQuery(childClassworkQueryOptions(studentID));
}
