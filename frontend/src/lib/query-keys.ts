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

/**
 * `GET /api/session`: who is signed in. The area gate reads it once; the teacher portal asks it
 * afresh for the sections the teacher advises now.
 */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The categories with their levels' names (`get-categories`): the classes screens, the students'
 * education chooser and the section pickers all read this one list. Under the classes root, so
 * every write to the class structure marks it stale.
 */
export const categoriesKey = [...queryRoots.classes, 'categories'] as const;

/** One category's levels with their sections' names (`get-levels`), read by the same screens. */
export const levelsKeys = {
  all: [...queryRoots.classes, 'levels'] as const,
  of: (categoryId: string) => [...levelsKeys.all, categoryId] as const,
};

/**
 * The current school year as the portals read it (`GET /api/calendar/current`); every change to
 * the calendar marks it stale.
 */
export const CURRENT_YEAR_KEY = ['calendar', 'current'] as const;

/**
 * Every school year with its terms (`GET /api/admins/school-years`): the School year screen and
 * the Records' year choice; every change to the calendar marks it stale.
 */
export const SCHOOL_YEARS_KEY = ['school-years'] as const;

/**
 * A student picker's matches, under the student list's own root, so that creating, renaming,
 * moving or deleting a student in the students area marks every picker stale too.
 */
export const STUDENT_SEARCH_KEY = [...queryRoots.students, 'picker'] as const;

/**
 * A teacher picker's matches, under the teacher list's own root, so that creating, renaming or
 * deleting a teacher in the teachers area marks every picker stale too.
 */
export const TEACHER_SEARCH_KEY = [...queryRoots.teachers, 'picker'] as const;

/**
 * A guardian's child's published grades: under the grades root, so publishing or unpublishing
 * a term marks them stale. Read by the guardian's Grades screen and Home.
 */
export const childGradesKey = (studentID: string) => ['grades', 'child', studentID] as const;

/**
 * Every attendance report (what the registers say, summed up): a register saved anywhere marks
 * them stale, the administrator's Home among them.
 */
export const ATTENDANCE_REPORTS_KEY = ['attendance', 'reports'] as const;

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
