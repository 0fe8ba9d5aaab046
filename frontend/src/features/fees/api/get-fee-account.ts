import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeAccountView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/account`: a learner's account of a school year, with its ledger, installments and receipts. */
export function getFeeAccount(studentID: string, schoolYearID: string, signal?: AbortSignal): Promise<FeeAccountView> {
  const params = new URLSearchParams({ studentID, schoolYearID });
  return api.get<FeeAccountView>(`/api/fees/account?${params.toString()}`, signal);
}

/** Query options of an account; idle until a school year is chosen. */
export function feeAccountQueryOptions(studentID: string, schoolYearID: string | null) {
  return queryOptions({
    queryKey: feesKeys.account(studentID, schoolYearID ?? ''),
    queryFn: ({ signal }) => getFeeAccount(studentID, schoolYearID ?? '', signal),
    enabled: schoolYearID !== null,
    // Other cashiers post to the same account: asked afresh each time it opens.
    staleTime: 0,
  });
}

/** A learner's account of a year. */
export function useFeeAccount(studentID: string, schoolYearID: string | null) {
  return useQuery(feeAccountQueryOptions(studentID, schoolYearID));
}
