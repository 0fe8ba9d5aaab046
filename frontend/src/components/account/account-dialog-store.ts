import { create } from 'zustand';

/** Which account dialog is open: the side menu and the top bar's account menu both open them. */
export type AccountDialog = 'change-password' | 'two-step' | 'passkeys' | 'signed-in' | 'sign-out-everywhere' | null;

interface AccountDialogState {
  open: AccountDialog;
  show: (dialog: Exclude<AccountDialog, null>) => void;
  close: () => void;
}

export const useAccountDialogStore = create<AccountDialogState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
