import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TransferAnswer, TransferInPayload } from '../types';
import { invalidateAfterTransfer } from './after-transfer';
import type { StudentMutationCallbacks } from './mutation-callbacks';

/** `POST /api/admins/transfer-in`: the learner came this year from another school. */
export function transferIn(payload: TransferInPayload): Promise<TransferAnswer> {
  return api.post<TransferAnswer>('/api/admins/transfer-in', payload);
}

/** Records a transfer in; the learner's enrolments and the student lists reload afterwards. */
export function useTransferIn({ onSuccess, onError }: StudentMutationCallbacks<TransferAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferIn,
    onSuccess: async (answer, payload) => {
      await invalidateAfterTransfer(queryClient, payload.studentID, answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
