import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CheckoutView } from '../types';

/** `POST /api/fees/checkout`: a checkout at the payment provider for what is left of the child's next installment. */
export function startCheckout(studentID: string): Promise<CheckoutView> {
  return api.post<CheckoutView>('/api/fees/checkout', { studentID });
}

/** Starts a guardian's online payment. A refusal (409: not set up, not taken, nothing due) is the button's to say in place. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, meta: { silent: true } });
}
