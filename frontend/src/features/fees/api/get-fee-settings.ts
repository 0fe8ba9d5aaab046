import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeSettingsView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/settings`: the school's fee settings (the defaults until an administrator saves them). */
export function getFeeSettings(signal?: AbortSignal): Promise<FeeSettingsView> {
  return api.get<FeeSettingsView>('/api/fees/settings', signal);
}

/**
 * Query options of the fee settings. A failed read is each user's to show: the settings
 * screen says it, and the student menu only leaves 'Fees' out.
 */
export function feeSettingsQueryOptions() {
  return queryOptions({
    queryKey: feesKeys.settings(),
    queryFn: ({ signal }) => getFeeSettings(signal),
    meta: { silent: true },
  });
}

/** The school's fee settings (administrators, cashiers and students may read them). */
export function useFeeSettings() {
  return useQuery(feeSettingsQueryOptions());
}
