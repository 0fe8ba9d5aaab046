import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Subject } from '@/types/api';

export function getSectionSubjects(sectionId: string, signal?: AbortSignal): Promise<Subject[]> {
  return api.post<Subject[]>('/api/students/get-subjects', { sectionID: sectionId }, signal);
}

export function sectionSubjectsQueryOptions(sectionId: string) {
  return queryOptions({
    queryKey: ['student-portal', 'subjects', sectionId] as const,
    queryFn: ({ signal }) => getSectionSubjects(sectionId, signal),
  });
}

/** The subjects of the student's own section, with schedules and files. */
export function useSectionSubjects(sectionId: string | null) {
  return useQuery({ ...sectionSubjectsQueryOptions(sectionId ?? ''), enabled: sectionId !== null });
}
