import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOnlineCheckoutStore } from '../stores/online-checkout-store';
import type { FeeAccountView } from '../types';

/** Said on the way back from the provider's page until the payment's receipt is on the account. */
export const PAYMENT_BEING_CONFIRMED = 'Thank you: your payment is being confirmed. Your receipt appears here once the provider confirms it.';

/** Said once the payment's receipt is on the account. */
export const PAYMENT_RECEIVED = 'Payment received.';

/** How often, and how many times, the account is read again while the payment is being confirmed (about 10 s in all). */
export const CONFIRM_EVERY_MS = 2_000;
export const CONFIRM_READS = 5;

/** Whether `account` has a receipt, not void, that is not among `before`. */
function hasNewReceipt(account: FeeAccountView, before: readonly string[]): boolean {
  return account.receipts.some((receipt) => !receipt.voided && !before.includes(receipt._id));
}

/**
 * On the way back from the provider's page (`&paid=1`): the notice to show, the account read
 * again a few times until the payment's receipt is on it (the provider's webhook posts it,
 * which may take a moment), then 'Payment received.' and `paid` dropped from the address.
 */
export function usePaymentReturn(studentID: string, account: UseQueryResult<FeeAccountView>): string | null {
  const [params, setParams] = useSearchParams();
  const returned = params.get('paid') === '1';
  const stored = useOnlineCheckoutStore((state) => state.receiptsBefore[studentID]);
  const forget = useOnlineCheckoutStore((state) => state.forget);
  // Without what was kept on leaving (another tab), the receipts first read here. Both are the
  // child's: the switcher may show another child in this same screen.
  const [firstRead, setFirstRead] = useState<{ studentID: string; receiptIDs: string[] } | null>(null);
  const [receivedFor, setReceivedFor] = useState<string | null>(null);
  const received = receivedFor === studentID;
  const data = account.data;
  if (returned && data && !stored && firstRead?.studentID !== studentID) {
    setFirstRead({ studentID, receiptIDs: data.receipts.map((receipt) => receipt._id) });
  }
  const before = stored ?? (firstRead?.studentID === studentID ? firstRead.receiptIDs : null);
  if (returned && !received && data !== undefined && before !== null && hasNewReceipt(data, before)) setReceivedFor(studentID);
  const { refetch } = account;

  useEffect(() => {
    if (!received) return;
    forget(studentID);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paid');
        return next;
      },
      { replace: true },
    );
  }, [received, forget, setParams, studentID]);

  const confirming = returned && !received;
  useEffect(() => {
    if (!confirming) return;
    let reads = 0;
    const timer = window.setInterval(() => {
      reads += 1;
      void refetch();
      if (reads >= CONFIRM_READS) window.clearInterval(timer);
    }, CONFIRM_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [confirming, refetch]);

  if (received) return PAYMENT_RECEIVED;
  return returned ? PAYMENT_BEING_CONFIRMED : null;
}

