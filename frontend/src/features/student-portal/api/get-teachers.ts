import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherCard } from '../types';

export function getSectionTeachers(ids: string[], signal?: AbortSignal): Promise<TeacherCard[]> {
  return api.post<TeacherCard[]>('/api/students/get-teachers', { ids }, signal);
}

export function sectionTeachersQueryOptions(ids: string[]) {
  return queryOptions({
    queryKey: ['student-portal', 'teachers', [...ids].sort()] as const,
    queryFn: ({ signal }) => getSectionTeachers(ids, signal),
  });
}

/** The teachers of the student's subjects (photo and meeting details). */
export function useSectionTeachers(ids: string[]) {
  return useQuery({ ...sectionTeachersQueryOptions(ids), enabled: ids.length > 0 });
}
