import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Section } from '../types';
import { classesKeys } from './query-keys';

export function getSections(levelId: string, signal?: AbortSignal): Promise<Section[]> {
  return api.post<Section[]>('/api/admins/get-sections', { levelID: levelId }, signal);
}

export function sectionsQueryOptions(levelId: string) {
  return queryOptions({
    queryKey: classesKeys.sections(levelId),
    queryFn: ({ signal }) => getSections(levelId, signal),
  });
}

/** The sections of one level, without `get-level`'s list of every teacher; idle while no level is chosen. */
export function useSections(levelId: string | null) {
  return useQuery({ ...sectionsQueryOptions(levelId ?? ''), enabled: levelId !== null });
}
