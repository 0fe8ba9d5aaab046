import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionMonthAnswer } from '../types/reports';
import { attendanceKeys } from './query-keys';
import { reportPaths } from './report-paths';

/** `GET /api/attendance/section-month?sectionID=&month=`: the section's month grid. */
export function sectionMonthQueryOptions(sectionID: string, month: string) {
  return queryOptions({
    queryKey: attendanceKeys.sectionMonth(sectionID, month),
    queryFn: ({ signal }) => api.get<SectionMonthAnswer>(reportPaths.sectionMonth(sectionID, month), signal),
    meta: { silent: true },
  });
}

/** A section's month grid; the month shown stays while the next one a picker chose loads. */
export function useSectionMonth(sectionID: string, month: string) {
  return useQuery({ ...sectionMonthQueryOptions(sectionID, month), placeholderData: keepPreviousData });
}
