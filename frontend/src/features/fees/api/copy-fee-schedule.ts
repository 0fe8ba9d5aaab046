import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CopiedView, CopySchedulePayload } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/copy-schedule`: every level's items and plans and the discounts of one year into another that has none. */
export function copyFeeSchedule(payload: CopySchedulePayload): Promise<CopiedView> {
  return api.post<CopiedView>('/api/fees/copy-schedule', payload);
}

/** Copies last year's schedule; the schedules of the year copied into are read again. */
export function useCopyFeeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyFeeSchedule,
    onSuccess: (_copied, payload) => queryClient.invalidateQueries({ queryKey: feesKeys.schedulesOf(payload.toSchoolYearID) }),
    meta: { silent: true },
  });
}
