import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeAccountView } from '../types';
import { feesKeys } from './query-keys';

/**
 * `GET /api/fees/own`: the signed-in student's own account of the current school year, while
 * the school shows students their fees (a 403 saying so otherwise).
 */
export function getOwnFeeAccount(studentID: string, signal?: AbortSignal): Promise<FeeAccountView> {
  return api.get<FeeAccountView>(`/api/fees/own?${new URLSearchParams({ studentID }).toString()}`, signal);
}

/**
 * Query options of the student's own account: asked afresh each time the screen opens. A
 * refusal is the screen's to say in place (the school not showing fees), not a toast.
 */
export function ownFeeAccountQueryOptions(studentID: string) {
  return queryOptions({
    queryKey: feesKeys.ownAccount(studentID),
    queryFn: ({ signal }) => getOwnFeeAccount(studentID, signal),
    staleTime: 0,
    meta: { silent: true },
  });
}

/** The signed-in student's own account of the current year. */
export function useOwnFeeAccount(studentID: string) {
  return useQuery(ownFeeAccountQueryOptions(studentID));
}
