import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeAccountView, RefundPayload } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/refund`: part or all of a credit paid back, answered with the account and its new 'refund' entry. */
export function postRefund(payload: RefundPayload): Promise<FeeAccountView> {
  return api.post<FeeAccountView>('/api/fees/refund', payload);
}

/** Records a refund; the answer is the account shown, and the reports are read again. Failures are the form's to show. */
export function usePostRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRefund,
    onSuccess: (account, payload) => {
      queryClient.setQueryData(feesKeys.account(payload.studentID, payload.schoolYearID), account);
      return queryClient.invalidateQueries({ queryKey: feesKeys.reports() });
    },
    meta: { silent: true },
  });
}
