import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionDetail } from '@/types/api';
import { teacherPortalKeys } from './query-keys';

export function getAdvisorySection(sectionId: string, signal?: AbortSignal): Promise<SectionDetail> {
  return api.post<SectionDetail>('/api/teachers/get-section-details', { id: sectionId }, signal);
}

export function advisorySectionQueryOptions(sectionId: string) {
  return queryOptions({
    queryKey: teacherPortalKeys.section(sectionId),
    queryFn: ({ signal }) => getAdvisorySection(sectionId, signal),
  });
}

/** A section the teacher advises, with its students, subjects and lesson guides. */
export function useAdvisorySection(sectionId: string) {
  return useQuery(advisorySectionQueryOptions(sectionId));
}
