import { useChildren } from '../api/get-children';
import { useChosenChildStore } from '../stores/chosen-child-store';
import type { Child } from '../types';

/**
 * The child the guardian portal's screens are about: the one last chosen in this browser
 * while it is still linked, else the first. Every screen about a child (Today, attendance,
 * grades, …) reads it from here, so the switcher changes them all at once.
 */
export function useChosenChild(guardianID: string) {
  const children = useChildren();
  const chosenID = useChosenChildStore((state) => state.byGuardian[guardianID]);
  const choose = useChosenChildStore((state) => state.choose);
  const list = children.data ?? [];
  const child: Child | null = list.find((each) => each._id === chosenID) ?? list[0] ?? null;
  return {
    /** The children query: loading, failure and 'Try again'. */
    children,
    child,
    choose: (childID: string) => choose(guardianID, childID),
  };
}
