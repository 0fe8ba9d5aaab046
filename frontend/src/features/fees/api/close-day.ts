import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CashierDayView, CloseDayPayload } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/close-day`: the caller's day closed with the cash counted; its receipts can no longer be voided. */
export function closeDay(payload: CloseDayPayload): Promise<CashierDayView> {
  return api.post<CashierDayView>('/api/fees/close-day', payload);
}

/**
 * Closes the caller's day; the day, the reports and the accounts (whose receipts can no longer
 * be voided) are read again. Failures are the form's to show.
 */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: (closed) => {
      queryClient.setQueryData(feesKeys.myDay(closed.day), closed);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: feesKeys.myDay(closed.day) }),
        queryClient.invalidateQueries({ queryKey: feesKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: feesKeys.accounts() }),
      ]);
    },
    meta: { silent: true },
  });
}
