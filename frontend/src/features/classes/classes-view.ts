import { useMemo } from 'react';
import { useScreenAddress } from '@/lib/screen-address';

/** Which screen of 'View all classes' shows, as its address says. */
export type ClassesScreenState =
  | { name: 'list' }
  | { name: 'level'; levelId: string }
  | { name: 'edit-section'; levelId: string; sectionId: string };

/** The screen the parts after /admin/classes name, or null when they name none. */
export function classesScreenAt(rest: readonly string[]): ClassesScreenState | null {
  if (rest.length === 0) return { name: 'list' };
  const [levels, levelId, sections, sectionId] = rest;
  if (levels !== 'levels' || !levelId) return null;
  if (rest.length === 2) return { name: 'level', levelId };
  if (rest.length === 4 && sections === 'sections' && sectionId) return { name: 'edit-section', levelId, sectionId };
  return null;
}

/**
 * The screen of 'View all classes' shown and the ways to another, each at its own address:
 * /admin/classes, /admin/classes/levels/{levelId}, /admin/classes/levels/{levelId}/sections/{sectionId}.
 */
export function useClassesView() {
  const { rest, go } = useScreenAddress();
  return useMemo(
    () => ({
      screen: classesScreenAt(rest),
      showList: () => go([]),
      openLevel: (levelId: string) => go(['levels', levelId]),
      editSection: (levelId: string, sectionId: string) => go(['levels', levelId, 'sections', sectionId]),
    }),
    [rest, go],
  );
}
