import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnSectionAnswer } from '../types';

export function getOwnSection(sectionId: string, signal?: AbortSignal): Promise<OwnSectionAnswer> {
  return api.post<OwnSectionAnswer>('/api/students/get-section', { id: sectionId }, signal);
}

export function ownSectionQueryOptions(sectionId: string) {
  return queryOptions({
    queryKey: ['student-portal', 'section', sectionId] as const,
    queryFn: ({ signal }) => getOwnSection(sectionId, signal),
  });
}

/** The student's own section with its adviser and lesson guides (null id: no section yet). */
export function useOwnSection(sectionId: string | null) {
  return useQuery({ ...ownSectionQueryOptions(sectionId ?? ''), enabled: sectionId !== null });
}
