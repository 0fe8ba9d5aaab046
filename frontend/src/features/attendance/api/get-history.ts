import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HistoryAnswer } from '../types/reports';
import { attendanceKeys } from './query-keys';
import { reportPaths } from './report-paths';

/** `GET /api/attendance/history?subjectID=`: every lesson of the subject this term so far, latest first. */
export function historyQueryOptions(subjectID: string, termID: string | null = null) {
  return queryOptions({
    queryKey: attendanceKeys.history(subjectID, termID),
    queryFn: ({ signal }) => api.get<HistoryAnswer>(reportPaths.history(subjectID, termID), signal),
    meta: { silent: true },
  });
}

/** A subject's register history (the screen says what failed in its own place). */
export function useHistory(subjectID: string, termID: string | null = null) {
  return useQuery(historyQueryOptions(subjectID, termID));
}
