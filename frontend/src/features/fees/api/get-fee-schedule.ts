import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeScheduleView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/schedule`: a level's fee items and plans of a school year, and the year's discounts. */
export function getFeeSchedule(schoolYearID: string, levelID: string, signal?: AbortSignal): Promise<FeeScheduleView> {
  const params = new URLSearchParams({ schoolYearID, levelID });
  return api.get<FeeScheduleView>(`/api/fees/schedule?${params.toString()}`, signal);
}

/** Query options of a level's schedule; idle until both the year and the level are chosen. */
export function feeScheduleQueryOptions(schoolYearID: string | null, levelID: string | null) {
  return queryOptions({
    queryKey: feesKeys.schedule(schoolYearID ?? '', levelID ?? ''),
    queryFn: ({ signal }) => getFeeSchedule(schoolYearID ?? '', levelID ?? '', signal),
    enabled: schoolYearID !== null && levelID !== null,
  });
}

/** A level's schedule of a year (with the year's discounts); idle until both are chosen. */
export function useFeeSchedule(schoolYearID: string | null, levelID: string | null) {
  return useQuery(feeScheduleQueryOptions(schoolYearID, levelID));
}
