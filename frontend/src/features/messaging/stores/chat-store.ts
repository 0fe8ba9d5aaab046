import { create } from 'zustand';
import type { Person } from '../types';

interface ChatState {
  /** The person whose conversation is open on the Messages screen, if any. */
  partner: Person | null;
  /** Messages that arrived live in the open conversation: they shake once. */
  shaken: ReadonlySet<string>;
  select: (partner: Person) => void;
  clear: () => void;
  shake: (messageId: string) => void;
}

export const useChatStore = create<ChatState>()((set) => ({
  partner: null,
  shaken: new Set(),
  select: (partner) => set({ partner }),
  clear: () => set({ partner: null, shaken: new Set() }),
  shake: (messageId) => set(({ shaken }) => ({ shaken: new Set(shaken).add(messageId) })),
}));
