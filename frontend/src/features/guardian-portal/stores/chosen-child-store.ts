import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ChosenChildState {
  /** The child each guardian account last chose, by the guardian's id (one browser, several accounts). */
  byGuardian: Record<string, string>;
  choose: (guardianID: string, childID: string) => void;
}

/** Where the choice is kept, so it survives a reload. */
export const CHOSEN_CHILD_STORAGE_KEY = 'lyceum.guardian.chosen-child';

/**
 * The child last chosen in this browser, kept in its local storage: what a bare address
 * (/guardian/attendance without `?child=`) shows. The address, when it names a child, wins.
 */
export const useChosenChildStore = create<ChosenChildState>()(
  persist(
    (set) => ({
      byGuardian: {},
      choose: (guardianID, childID) =>
        set((state) => ({ byGuardian: { ...state.byGuardian, [guardianID]: childID } })),
    }),
    { name: CHOSEN_CHILD_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
