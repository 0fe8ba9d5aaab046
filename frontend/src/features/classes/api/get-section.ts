import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionAnswer } from '../types';
import { classesKeys } from './query-keys';

export function getSection(sectionId: string, signal?: AbortSignal): Promise<SectionAnswer> {
  return api.post<SectionAnswer>('/api/admins/get-section', { id: sectionId }, signal);
}

export function sectionQueryOptions(sectionId: string) {
  return queryOptions({
    queryKey: classesKeys.section(sectionId),
    queryFn: ({ signal }) => getSection(sectionId, signal),
  });
}

/** One section with its students, subjects, files, level and adviser. */
export function useSection(sectionId: string | null) {
  return useQuery({ ...sectionQueryOptions(sectionId ?? ''), enabled: sectionId !== null });
}
