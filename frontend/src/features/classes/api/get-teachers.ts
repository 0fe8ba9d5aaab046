import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ClassTeacher } from '../types';
import { classesKeys } from './query-keys';

/** The teacher accounts, read only for what the adviser and teacher pickers show. */
export function getClassTeachers(signal?: AbortSignal): Promise<ClassTeacher[]> {
  return api.get<ClassTeacher[]>('/api/admins/get-teachers', signal);
}

export function classTeachersQueryOptions() {
  return queryOptions({
    queryKey: classesKeys.teachers(),
    queryFn: ({ signal }) => getClassTeachers(signal),
  });
}

/** The teachers an adviser or a subject teacher is chosen from. */
export function useClassTeachers() {
  return useQuery(classTeachersQueryOptions());
}
