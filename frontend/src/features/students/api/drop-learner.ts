import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DropLearnerPayload, TransferAnswer } from '../types';
import { invalidateAfterTransfer } from './after-transfer';
import type { StudentMutationCallbacks } from './mutation-callbacks';

/** `POST /api/admins/drop-learner`: the learner stopped attending on a day of this year, for one of DepEd's reasons. */
export function dropLearner(payload: DropLearnerPayload): Promise<TransferAnswer> {
  return api.post<TransferAnswer>('/api/admins/drop-learner', payload);
}

/**
 * Records a drop-out; the learner's enrolments, the student lists and the sections' rosters
 * reload afterwards (the learner goes to the archive at once when the day is past).
 */
export function useDropLearner({ onSuccess, onError }: StudentMutationCallbacks<TransferAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropLearner,
    onSuccess: async (answer, payload) => {
      await invalidateAfterTransfer(queryClient, payload.studentID, answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
