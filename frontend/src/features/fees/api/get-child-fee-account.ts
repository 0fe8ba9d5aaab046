import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeAccountView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/child`: the guardian's child's account of the current school year. */
export function getChildFeeAccount(studentID: string, signal?: AbortSignal): Promise<FeeAccountView> {
  return api.get<FeeAccountView>(`/api/fees/child?${new URLSearchParams({ studentID }).toString()}`, signal);
}

/** Query options of the child's account: asked afresh each time the screen opens, as payments come in at the window. */
export function childFeeAccountQueryOptions(studentID: string) {
  return queryOptions({
    queryKey: feesKeys.childAccount(studentID),
    queryFn: ({ signal }) => getChildFeeAccount(studentID, signal),
    staleTime: 0,
  });
}

/** The guardian's child's account of the current year. */
export function useChildFeeAccount(studentID: string) {
  return useQuery(childFeeAccountQueryOptions(studentID));
}
