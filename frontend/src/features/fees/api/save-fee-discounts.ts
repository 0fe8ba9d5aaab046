import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeDiscountView, FeeDiscountsPayload } from '../types';
import { put } from './put';
import { feesKeys } from './query-keys';

/** `PUT /api/fees/discounts`: the year's discounts as given; those left out are deleted. */
export function saveFeeDiscounts(payload: FeeDiscountsPayload): Promise<FeeDiscountView[]> {
  return put<FeeDiscountView[]>('/api/fees/discounts', payload);
}

/** Saves a year's discounts: every level's schedule of the year lists them, so all are read again. */
export function useSaveFeeDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeeDiscounts,
    onSuccess: (_saved, payload) => queryClient.invalidateQueries({ queryKey: feesKeys.schedulesOf(payload.schoolYearID) }),
    meta: { silent: true },
  });
}
