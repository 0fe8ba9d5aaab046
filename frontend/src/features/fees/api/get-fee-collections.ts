import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CollectionsView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/collections`: what each cashier collected by each method on each day of a span (at most a year). */
export function getFeeCollections(from: string, to: string, signal?: AbortSignal): Promise<CollectionsView> {
  return api.get<CollectionsView>(`/api/fees/collections?${new URLSearchParams({ from, to }).toString()}`, signal);
}

/**
 * Query options of the collections of `from` to `to`; idle while `ready` is false (a day not
 * yet typed). A refusal (a span over a year) is the screen's to say, without a toast.
 */
export function feeCollectionsQueryOptions(from: string, to: string, ready: boolean) {
  return queryOptions({
    queryKey: feesKeys.collections(from, to),
    queryFn: ({ signal }) => getFeeCollections(from, to, signal),
    enabled: ready,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** The collections of a span of days. */
export function useFeeCollections(from: string, to: string, ready: boolean) {
  return useQuery(feeCollectionsQueryOptions(from, to, ready));
}
