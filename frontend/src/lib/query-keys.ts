import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Roots of the query keys that two admin areas share. A student carries their category, level
 * and section, and a section lists its students, so a write in either area leaves the other's
 * screens stale: both areas key their queries under these roots and mark them stale, instead of
 * reaching into each other.
 */
export const queryRoots = {
  /** The student list and its search, and the create and edit forms' education chooser. */
  students: ['students'] as const,
  /** The class structure: categories, levels, sections with their students, the add-student picker. */
  classes: ['classes'] as const,
};

/** Every query that shows which students sit in which section. */
export const placementKeys: readonly QueryKey[] = [queryRoots.students, queryRoots.classes];

/** Marks every query that shows placement stale; only those on screen refetch. */
export async function invalidatePlacement(queryClient: QueryClient): Promise<void> {
  await Promise.all(placementKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
