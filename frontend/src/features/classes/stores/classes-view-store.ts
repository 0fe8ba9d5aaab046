import { create } from 'zustand';

/** Which screen of 'View all classes' shows: the admin area has no URL routes, so this store says. */
export type ClassesScreenState =
  | { name: 'list' }
  | { name: 'level'; levelId: string }
  | { name: 'edit-section'; levelId: string; sectionId: string };

interface ClassesViewState {
  screen: ClassesScreenState;
  showList: () => void;
  openLevel: (levelId: string) => void;
  editSection: (levelId: string, sectionId: string) => void;
}

const LIST: ClassesScreenState = { name: 'list' };

export const useClassesViewStore = create<ClassesViewState>()((set) => ({
  screen: LIST,
  showList: () => set({ screen: LIST }),
  openLevel: (levelId) => set({ screen: { name: 'level', levelId } }),
  editSection: (levelId, sectionId) => set({ screen: { name: 'edit-section', levelId, sectionId } }),
}));
