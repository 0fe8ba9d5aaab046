import { create } from 'zustand';
import { DEFAULT_TEACHER_MENU_ITEM, type TeacherMenuItem } from '../menu';

interface TeacherMenuState {
  active: TeacherMenuItem;
  setActive: (item: TeacherMenuItem) => void;
}

export const useTeacherMenuStore = create<TeacherMenuState>()((set) => ({
  active: DEFAULT_TEACHER_MENU_ITEM,
  setActive: (active) => set({ active }),
}));
