import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ATTENDANCE_REPORTS_KEY } from '@/lib/query-keys';
import type { AdminHomeView } from '@/types/wire';

/**
 * The administrator's Home, among the attendance reports: a register saved anywhere (the roll
 * call this Home opens among them) marks it stale.
 */
export const ADMIN_HOME_KEY = [...ATTENDANCE_REPORTS_KEY, 'school-home'] as const;

/** How often the Home asks again while it stays open: the server's figures are at most 20 s old. */
export const ADMIN_HOME_REFRESH_MS = 30_000;

/** `GET /api/admins/home`: today and the term across the school. */
export function getAdminHome(signal?: AbortSignal): Promise<AdminHomeView> {
  return api.get<AdminHomeView>('/api/admins/home', signal);
}

/** The school's day and term, fetched afresh whenever the Home shows and every 30 s while it does. */
export function useAdminHome() {
  return useQuery({
    queryKey: ADMIN_HOME_KEY,
    queryFn: ({ signal }) => getAdminHome(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: ADMIN_HOME_REFRESH_MS,
  });
}
