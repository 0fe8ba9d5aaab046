import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LevelOverview } from '../types';
import { classesKeys } from './query-keys';

export function getLevel(levelId: string, signal?: AbortSignal): Promise<LevelOverview> {
  return api.post<LevelOverview>('/api/admins/get-level', { levelID: levelId }, signal);
}

export function levelQueryOptions(levelId: string) {
  return queryOptions({
    queryKey: classesKeys.level(levelId),
    queryFn: ({ signal }) => getLevel(levelId, signal),
  });
}

/** One level with its sections (adviser and subjects each) and the teachers to pick from. */
export function useLevel(levelId: string) {
  return useQuery(levelQueryOptions(levelId));
}
