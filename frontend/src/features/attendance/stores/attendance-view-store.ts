import { create } from 'zustand';
import type { RegisterSummary } from '../types';

/** The parts of the teacher's Attendance screen: a day's registers, a subject's history, an advisory section's month and excuses. */
export type AttendanceTab = 'day' | 'history' | 'month' | 'excuses';

interface AttendanceViewState {
  /** The part of the screen shown. */
  tab: AttendanceTab;
  /** The day whose registers the list shows (`YYYY-MM-DD`); null for the browser's today. */
  date: string | null;
  /** The subject whose history shows; null for the first one taught. */
  subjectID: string | null;
  /** The advisory section whose month and excuses show; null for the first one advised. */
  sectionID: string | null;
  /** The register the roll call shows; null shows the tab (the portals have no URL routes). */
  open: RegisterSummary | null;
  setTab: (tab: AttendanceTab) => void;
  setDate: (date: string) => void;
  setSubject: (subjectID: string) => void;
  setSection: (sectionID: string) => void;
  /** Shows a subject's register history. */
  showHistory: (subjectID: string) => void;
  /** Shows an advisory section's month grid or its excuses. */
  showSection: (tab: 'month' | 'excuses', sectionID: string) => void;
  /** Opens a register's roll call from the tab shown; going back shows that tab again. */
  openRegister: (register: RegisterSummary) => void;
  /** Opens a register's roll call; going back lists the registers of its day. */
  openDayRegister: (register: RegisterSummary) => void;
  closeRegister: () => void;
}

/** What the teacher's Attendance screen shows: which part, which day, subject or section, and which register's roll call. */
export const useAttendanceViewStore = create<AttendanceViewState>()((set) => ({
  tab: 'day',
  date: null,
  subjectID: null,
  sectionID: null,
  open: null,
  setTab: (tab) => set({ tab }),
  setDate: (date) => set({ date }),
  setSubject: (subjectID) => set({ subjectID }),
  setSection: (sectionID) => set({ sectionID }),
  showHistory: (subjectID) => set({ tab: 'history', subjectID, open: null }),
  showSection: (tab, sectionID) => set({ tab, sectionID, open: null }),
  openRegister: (register) => set({ open: register }),
  openDayRegister: (register) => set({ tab: 'day', date: register.date, open: register }),
  closeRegister: () => set({ open: null }),
}));
