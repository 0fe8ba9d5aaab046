import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReceiptView, VoidReceiptPayload } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/void-receipt`: the receipt keeps its number and prints VOID; its amount goes back on the account. */
export function voidReceipt(payload: VoidReceiptPayload): Promise<ReceiptView> {
  return api.post<ReceiptView>('/api/fees/void-receipt', payload);
}

/** Voids a receipt; the learner's accounts and the reports are read again. Failures are the form's to show. */
export function useVoidReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidReceipt,
    onSuccess: (receipt) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feesKeys.accountsOf(receipt.studentID) }),
        queryClient.invalidateQueries({ queryKey: feesKeys.reports() }),
      ]),
    meta: { silent: true },
  });
}
