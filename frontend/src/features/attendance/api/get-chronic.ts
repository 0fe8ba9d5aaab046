import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChronicAnswer } from '../types/reports';
import { attendanceKeys } from './query-keys';
import { reportPaths } from './report-paths';

/** `GET /api/attendance/chronic[?termID=]`: the students missing the threshold's share of days or more. */
export function chronicQueryOptions(termID: string | null) {
  return queryOptions({
    queryKey: attendanceKeys.chronic(termID),
    queryFn: ({ signal }) => api.get<ChronicAnswer>(reportPaths.chronic(termID), signal),
    meta: { silent: true },
  });
}

/** The chronically absent students of a term (administrators only). */
export function useChronic(termID: string | null) {
  return useQuery(chronicQueryOptions(termID));
}
