import { create } from 'zustand';
import { DEFAULT_ADMIN_VIEW, type AdminView } from '../views';

interface AdminViewState {
  /** The screen the admin content area shows (SPEC §2: no URL routes inside the admin area). */
  activeView: AdminView;
  setActiveView: (view: AdminView) => void;
}

export const useAdminViewStore = create<AdminViewState>()((set) => ({
  activeView: DEFAULT_ADMIN_VIEW,
  setActiveView: (activeView) => set({ activeView }),
}));
