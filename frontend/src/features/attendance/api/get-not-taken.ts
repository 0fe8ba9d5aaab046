import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotTakenAnswer } from '../types/reports';
import { attendanceKeys } from './query-keys';
import { reportPaths } from './report-paths';

/** `GET /api/attendance/not-taken?date=`: the registers the school expects that day and lacks. */
export function notTakenQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.notTaken(date),
    queryFn: ({ signal }) => api.get<NotTakenAnswer>(reportPaths.notTaken(date), signal),
    meta: { silent: true },
  });
}

/** The registers not taken on `date` (administrators only). */
export function useNotTaken(date: string) {
  return useQuery(notTakenQueryOptions(date));
}
