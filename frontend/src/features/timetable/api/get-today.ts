import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TodayAnswer } from '@/types/api';
import { timetableKeys } from './query-keys';

/** `GET /api/timetable/today?date=`: the lessons of `date` (`YYYY-MM-DD`, the browser's own day). */
export function getToday(date: string, signal?: AbortSignal): Promise<TodayAnswer> {
  const params = new URLSearchParams({ date });
  return api.get<TodayAnswer>(`/api/timetable/today?${params.toString()}`, signal);
}

/**
 * Query options of one day's lessons. Silent: the Today card says so itself, quietly, above
 * the news, instead of a toast on every Home visit.
 */
export function todayQueryOptions(date: string) {
  return queryOptions({
    queryKey: timetableKeys.today(date),
    queryFn: ({ signal }) => getToday(date, signal),
    meta: { silent: true },
  });
}

/** The signed-in student's or teacher's lessons of `date`, or why there are none. */
export function useToday(date: string) {
  return useQuery(todayQueryOptions(date));
}
