import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TransferAnswer, TransferOutPayload } from '../types';
import { invalidateAfterTransfer } from './after-transfer';
import type { StudentMutationCallbacks } from './mutation-callbacks';

/** `POST /api/admins/transfer-out`: the learner leaves for another school on a day of this year. */
export function transferOut(payload: TransferOutPayload): Promise<TransferAnswer> {
  return api.post<TransferAnswer>('/api/admins/transfer-out', payload);
}

/**
 * Records a transfer out; the learner's enrolments, the student lists and the sections' rosters
 * reload afterwards (the learner goes to the archive at once when the day is past).
 */
export function useTransferOut({ onSuccess, onError }: StudentMutationCallbacks<TransferAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOut,
    onSuccess: async (answer, payload) => {
      await invalidateAfterTransfer(queryClient, payload.studentID, answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
