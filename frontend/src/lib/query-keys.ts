import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Roots of the query keys that admin areas share. A student carries their category, level and
 * section, a section lists its students, and a teacher lists the sections they advise and the
 * subjects they teach, so a write in one area leaves the others' screens stale: every area keys
 * its queries under these roots and marks them stale, instead of reaching into the others.
 */
export const queryRoots = {
  /** The student list and its search, and the create and edit forms' education chooser. */
  students: ['students'] as const,
  /** The class structure: categories, levels, sections with their students, the add-student picker. */
  classes: ['classes'] as const,
  /** The teacher list (with each teacher's advisory classes and classes) and the teacher pickers. */
  teachers: ['teachers'] as const,
  /** The guardian accounts with their children, and the students who have none yet. */
  guardians: ['guardians'] as const,
};

/** Every query that shows which students sit in which section. */
export const placementKeys: readonly QueryKey[] = [queryRoots.students, queryRoots.classes];

/** Every query that shows who advises a section or teaches a subject. */
export const teachingKeys: readonly QueryKey[] = [queryRoots.classes, queryRoots.teachers];

/**
 * Every query that shows sections: where students sit and who advises and teaches there. Made,
 * renamed or deleted sections (and deleted categories, with their sections) change them all.
 */
export const sectionKeys: readonly QueryKey[] = [queryRoots.students, queryRoots.classes, queryRoots.teachers];

async function markStale(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Marks every query that shows placement stale; only those on screen refetch. */
export function invalidatePlacement(queryClient: QueryClient): Promise<void> {
  return markStale(queryClient, placementKeys);
}

/** Marks every query that shows advisers and subject teachers stale; only those on screen refetch. */
export function invalidateTeaching(queryClient: QueryClient): Promise<void> {
  return markStale(queryClient, teachingKeys);
}
