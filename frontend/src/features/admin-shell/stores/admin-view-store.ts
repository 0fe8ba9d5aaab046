import { create } from 'zustand';
import { DEFAULT_ADMIN_VIEW, type AdminView } from '../views';

interface AdminViewState {
  /** The screen the admin content area shows: the admin area has no URL routes, only this named view. */
  activeView: AdminView;
  /**
   * Counts menu choices, so choosing the entry already shown starts that screen afresh
   * (e.g. 'View all classes' from a level's screen returns to the list).
   */
  visit: number;
  setActiveView: (view: AdminView) => void;
}

export const useAdminViewStore = create<AdminViewState>()((set) => ({
  activeView: DEFAULT_ADMIN_VIEW,
  visit: 0,
  setActiveView: (activeView) => set((state) => ({ activeView, visit: state.visit + 1 })),
}));
