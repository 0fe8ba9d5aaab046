import { create } from 'zustand';
import type { RegisterSummary } from '../types';

interface AttendanceViewState {
  /** The day whose registers the list shows (`YYYY-MM-DD`); null for the browser's today. */
  date: string | null;
  /** The register the roll call shows; null shows the list (the portals have no URL routes). */
  open: RegisterSummary | null;
  setDate: (date: string) => void;
  /** Opens a register's roll call; going back lists the registers of its day. */
  openRegister: (register: RegisterSummary) => void;
  closeRegister: () => void;
}

/** Which day the Attendance screen lists, and which register's roll call it shows. */
export const useAttendanceViewStore = create<AttendanceViewState>()((set) => ({
  date: null,
  open: null,
  setDate: (date) => set({ date }),
  openRegister: (register) => set({ open: register, date: register.date }),
  closeRegister: () => set({ open: null }),
}));
