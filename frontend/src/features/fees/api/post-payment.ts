import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaymentPayload, ReceiptView } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/payments`: a payment, answered with its official receipt. */
export function postPayment(payload: PaymentPayload): Promise<ReceiptView> {
  return api.post<ReceiptView>('/api/fees/payments', payload);
}

/** Posts a payment; the learner's account and the reports are read again. Failures are the form's to show. */
export function usePostPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPayment,
    onSuccess: (_receipt, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feesKeys.account(payload.studentID, payload.schoolYearID) }),
        queryClient.invalidateQueries({ queryKey: feesKeys.reports() }),
      ]),
    meta: { silent: true },
  });
}
