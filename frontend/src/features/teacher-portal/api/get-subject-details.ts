import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubjectDetails } from '../types';
import { teacherPortalKeys } from './query-keys';

export function getSubjectDetails(subjectId: string, signal?: AbortSignal): Promise<SubjectDetails> {
  return api.post<SubjectDetails>('/api/teachers/get-subject-details', { subjectID: subjectId }, signal);
}

export function subjectDetailsQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: teacherPortalKeys.subject(subjectId),
    queryFn: ({ signal }) => getSubjectDetails(subjectId, signal),
  });
}

/** One of the teacher's subjects with its schedule and files. */
export function useSubjectDetails(subjectId: string) {
  return useQuery(subjectDetailsQueryOptions(subjectId));
}
