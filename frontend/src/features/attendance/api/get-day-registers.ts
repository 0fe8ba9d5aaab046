import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DayRegistersAnswer } from '../types';
import { attendanceKeys } from './query-keys';

/** `GET /api/attendance/today?date=`: the signed-in teacher's registers of `date` (`YYYY-MM-DD`). */
export function getDayRegisters(date: string, signal?: AbortSignal): Promise<DayRegistersAnswer> {
  const params = new URLSearchParams({ date });
  return api.get<DayRegistersAnswer>(`/api/attendance/today?${params.toString()}`, signal);
}

/**
 * Query options of one day's registers. Silent: the Attendance screen says what failed in its
 * own place, and a class screen simply shows no 'Take register'.
 */
export function dayRegistersQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.day(date),
    queryFn: ({ signal }) => getDayRegisters(date, signal),
    meta: { silent: true },
  });
}

/** The signed-in teacher's registers of `date`, or why there are none. */
export function useDayRegisters(date: string) {
  return useQuery(dayRegistersQueryOptions(date));
}
