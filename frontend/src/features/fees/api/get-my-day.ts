import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CashierDayView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/my-day`: the caller's own collections of a day, by method, and whether the day is closed. */
export function getMyDay(day: string, signal?: AbortSignal): Promise<CashierDayView> {
  return api.get<CashierDayView>(`/api/fees/my-day?${new URLSearchParams({ day }).toString()}`, signal);
}

/**
 * Query options of the caller's collections of `day`; idle while `ready` is false (a day not
 * yet typed). A refusal (a day to come) is the screen's to say, without a toast.
 */
export function myDayQueryOptions(day: string, ready: boolean) {
  return queryOptions({
    queryKey: feesKeys.myDay(day),
    queryFn: ({ signal }) => getMyDay(day, signal),
    enabled: ready,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** The caller's collections of a day. */
export function useMyDay(day: string, ready: boolean) {
  return useQuery(myDayQueryOptions(day, ready));
}
