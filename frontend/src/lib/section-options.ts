import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Category, Level } from '@/types/api';

/** A category's sections as the section pickers list them: "Grade 8 - Rizal". */
export interface SectionOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * Every section of the school, by category, read from `get-categories` and each category's
 * `get-levels` (which name their sections): the server has no single list of all sections.
 */
export async function getSectionOptions(signal?: AbortSignal): Promise<SectionOptionGroup[]> {
  const categories = await api.get<Category[]>('/api/admins/get-categories', signal);
  const levelsOf = await Promise.all(
    categories.map((category) => api.post<Level[]>('/api/admins/get-levels', { category: category._id }, signal)),
  );
  return categories
    .map((category, index) => ({
      group: category.category,
      items: levelsOf[index].flatMap((level) =>
        level.sections.map((section) => ({ value: section.sectionID, label: `${level.level} - ${section.section}` })),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** Under the class structure's root, so a made, renamed or deleted section marks it stale. */
const SECTION_OPTIONS_KEY = [...queryRoots.classes, 'section-options'] as const;

/** Query options of every section by category. */
export function sectionOptionsQueryOptions() {
  return queryOptions({ queryKey: SECTION_OPTIONS_KEY, queryFn: ({ signal }) => getSectionOptions(signal) });
}

/**
 * Every section of the school, grouped by category: the year end's "Next year" choices and the
 * Timetables screen's section picker.
 */
export function useSectionOptions() {
  return useQuery(sectionOptionsQueryOptions());
}
