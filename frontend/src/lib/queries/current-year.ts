import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENT_YEAR_KEY } from '@/lib/query-keys';
import type { CurrentYearView } from '@/types/wire';

/** `GET /api/calendar/current`: the current school year with its terms, or null when none is set. */
export function getCurrentYear(signal?: AbortSignal): Promise<CurrentYearView> {
  return api.get<CurrentYearView>('/api/calendar/current', signal);
}

/** Query options of the current school year. */
export function currentYearQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_YEAR_KEY,
    queryFn: ({ signal }) => getCurrentYear(signal),
    select: (data) => data.year,
  });
}

/** The current school year (its terms for the term pickers), or null when none is set. */
export function useCurrentYear() {
  return useQuery(currentYearQueryOptions());
}
