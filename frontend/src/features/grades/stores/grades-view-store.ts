import { create } from 'zustand';

interface GradesViewState {
  /** The subject and term the teacher's gradebook shows; null until chosen. */
  subjectID: string | null;
  termID: string | null;
  /** The term the adviser's grid shows; null for the current one. */
  advisoryTermID: string | null;
  chooseSubject: (subjectID: string | null) => void;
  chooseTerm: (termID: string | null) => void;
  chooseAdvisoryTerm: (termID: string | null) => void;
}

/** What the grades screens show, kept while the teacher visits other screens. */
export const useGradesViewStore = create<GradesViewState>()((set) => ({
  subjectID: null,
  termID: null,
  advisoryTermID: null,
  chooseSubject: (subjectID) => set({ subjectID }),
  chooseTerm: (termID) => set({ termID }),
  chooseAdvisoryTerm: (advisoryTermID) => set({ advisoryTermID }),
}));
