import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GlancesView } from '@/types/wire';

/** Key of the guardian's children at a glance on a day. */
export const glancesKey = (date: string) => ['guardian-portal', 'glances', date] as const;

/** `GET /api/guardians/home?date=`: each linked child's mark of `date`, attendance share, latest grades and unseen alerts. */
export function getGlances(date: string, signal?: AbortSignal): Promise<GlancesView> {
  return api.get<GlancesView>(`/api/guardians/home?${new URLSearchParams({ date }).toString()}`, signal);
}

/** Each child at a glance on `date` (the browser's own day), fetched afresh each time Home shows. */
export function useGlances(date: string) {
  return useQuery({ queryKey: glancesKey(date), queryFn: ({ signal }) => getGlances(date, signal), staleTime: 0 });
}
