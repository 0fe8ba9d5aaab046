import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface OnlineCheckoutState {
  /** The receipts each child's account had when the guardian left to pay online, by the child's id. */
  receiptsBefore: Record<string, string[]>;
  /** The guardian leaves to pay for `studentID`, whose account has `receiptIDs` so far. */
  leave: (studentID: string, receiptIDs: string[]) => void;
  /** The payment for `studentID` came in. */
  forget: (studentID: string) => void;
}

/** Where the receipts before leaving are kept while the browser is at the provider's page. */
export const ONLINE_CHECKOUT_STORAGE_KEY = 'lyceum.guardian.online-checkout';

/**
 * The receipts a child's account had before the guardian went to pay online, kept in this tab's
 * session storage: on the way back, the receipt that is not among them is the payment (the
 * provider's webhook may post it before the browser is back, or a moment after).
 */
export const useOnlineCheckoutStore = create<OnlineCheckoutState>()(
  persist(
    (set) => ({
      receiptsBefore: {},
      leave: (studentID, receiptIDs) => set((state) => ({ receiptsBefore: { ...state.receiptsBefore, [studentID]: receiptIDs } })),
      forget: (studentID) =>
        set((state) => {
          const rest = { ...state.receiptsBefore };
          delete rest[studentID];
          return { receiptsBefore: rest };
        }),
    }),
    { name: ONLINE_CHECKOUT_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);
