import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the classes area, all under `['classes']` so that a change to the hierarchy
 * (which every screen here shows a slice of) can mark the whole area stale at once. The
 * categories and levels, which other areas read too, are keyed in `@/lib/query-keys`.
 */
export const classesKeys = {
  all: queryRoots.classes,
  level: (levelId: string) => [...classesKeys.all, 'level', levelId] as const,
  sections: (levelId: string) => [...classesKeys.all, 'sections', levelId] as const,
  section: (sectionId: string) => [...classesKeys.all, 'section', sectionId] as const,
  subject: (subjectId: string) => [...classesKeys.all, 'subject', subjectId] as const,
};
