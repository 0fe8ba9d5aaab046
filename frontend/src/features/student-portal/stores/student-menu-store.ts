import { create } from 'zustand';
import { DEFAULT_STUDENT_MENU_ITEM, type StudentMenuItem } from '../menu';

interface StudentMenuState {
  active: StudentMenuItem;
  setActive: (item: StudentMenuItem) => void;
}

export const useStudentMenuStore = create<StudentMenuState>()((set) => ({
  active: DEFAULT_STUDENT_MENU_ITEM,
  setActive: (active) => set({ active }),
}));
