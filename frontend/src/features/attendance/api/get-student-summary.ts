import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentSummaryAnswer } from '../types/reports';
import { attendanceKeys } from './query-keys';
import { reportPaths } from './report-paths';

/** `GET /api/attendance/student-summary?studentID=`: a student's term so far. */
export function studentSummaryQueryOptions(studentID: string, termID: string | null = null) {
  return queryOptions({
    queryKey: attendanceKeys.studentSummary(studentID, termID),
    queryFn: ({ signal }) => api.get<StudentSummaryAnswer>(reportPaths.studentSummary(studentID, termID), signal),
    meta: { silent: true },
  });
}

/** A student's attendance this term: the figures and every absence, late arrival and excuse. */
export function useStudentSummary(studentID: string, termID: string | null = null) {
  return useQuery(studentSummaryQueryOptions(studentID, termID));
}
