import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AgingView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/aging`: a year's balances by level and section, by how long they are overdue. */
export function getFeeAging(schoolYearID: string, signal?: AbortSignal): Promise<AgingView> {
  return api.get<AgingView>(`/api/fees/aging?${new URLSearchParams({ schoolYearID }).toString()}`, signal);
}

/** Query options of the aging report; idle until a school year is chosen. */
export function feeAgingQueryOptions(schoolYearID: string | null) {
  return queryOptions({
    queryKey: feesKeys.aging(schoolYearID ?? ''),
    queryFn: ({ signal }) => getFeeAging(schoolYearID ?? '', signal),
    enabled: schoolYearID !== null,
    // The cashiers post all day: asked afresh each time the report opens.
    staleTime: 0,
  });
}

/** The aging of a year's balances. */
export function useFeeAging(schoolYearID: string | null) {
  return useQuery(feeAgingQueryOptions(schoolYearID));
}
