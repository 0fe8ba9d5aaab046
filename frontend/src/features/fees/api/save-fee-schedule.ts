import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeSchedulePayload, FeeScheduleView } from '../types';
import { put } from './put';
import { feesKeys } from './query-keys';

/** `PUT /api/fees/schedule`: the level's items and plans as given; those left out are deleted. */
export function saveFeeSchedule(payload: FeeSchedulePayload): Promise<FeeScheduleView> {
  return put<FeeScheduleView>('/api/fees/schedule', payload);
}

/** Saves a level's schedule; the answer (with the new lines' ids) is the schedule shown. Failures are the form's to show. */
export function useSaveFeeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeeSchedule,
    onSuccess: (saved) => queryClient.setQueryData(feesKeys.schedule(saved.schoolYearID, saved.levelID), saved),
    meta: { silent: true },
  });
}
