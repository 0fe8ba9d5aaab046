import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Subject } from '../types';
import { classesKeys } from './query-keys';

export function getSubject(subjectId: string, signal?: AbortSignal): Promise<Subject> {
  return api.post<Subject>('/api/admins/get-subject', { id: subjectId }, signal);
}

export function subjectQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: classesKeys.subject(subjectId),
    queryFn: ({ signal }) => getSubject(subjectId, signal),
  });
}

/** One subject with its teacher, schedule and files. */
export function useSubject(subjectId: string | null) {
  return useQuery({ ...subjectQueryOptions(subjectId ?? ''), enabled: subjectId !== null });
}
