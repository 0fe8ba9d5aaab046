import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ClearanceRowView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/clearance`: the learners with a balance in a year (of one section, when given), by level, section and name. */
export function getFeeClearance(schoolYearID: string, sectionID: string | null, signal?: AbortSignal): Promise<ClearanceRowView[]> {
  const params = new URLSearchParams({ schoolYearID, ...(sectionID ? { sectionID } : {}) });
  return api.get<ClearanceRowView[]>(`/api/fees/clearance?${params.toString()}`, signal);
}

/** Query options of the clearance list; idle until a school year is chosen. */
export function feeClearanceQueryOptions(schoolYearID: string | null, sectionID: string | null) {
  return queryOptions({
    queryKey: feesKeys.clearance(schoolYearID ?? '', sectionID),
    queryFn: ({ signal }) => getFeeClearance(schoolYearID ?? '', sectionID, signal),
    enabled: schoolYearID !== null,
    staleTime: 0,
  });
}

/** The clearance list of a year, of the whole school or one section. */
export function useFeeClearance(schoolYearID: string | null, sectionID: string | null) {
  return useQuery(feeClearanceQueryOptions(schoolYearID, sectionID));
}
