import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Category, Level } from '@/types/api';
import { useCategories } from './categories';
import { levelsQueryOptions } from './levels';

/** A category's sections as the section pickers list them: "Grade 8 - Rizal". */
export interface SectionOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Every section of `categories`, whose levels are `levelsOf` (in the same order), by category. */
export function sectionOptionsOf(categories: Category[], levelsOf: Level[][]): SectionOptionGroup[] {
  return categories
    .map((category, index) => ({
      group: category.category,
      items: levelsOf[index].flatMap((level) =>
        level.sections.map((section) => ({ value: section.sectionID, label: `${level.level} - ${section.section}` })),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** Every category's levels once all are read; pending while any is still loading. */
function everyCategoryLevels(results: UseQueryResult<Level[]>[]) {
  const levelsOf = results.flatMap((result) => (result.data ? [result.data] : []));
  return {
    data: levelsOf.length === results.length ? levelsOf : undefined,
    isPending: results.some((result) => result.isPending),
  };
}

/**
 * Every section of the school, grouped by category: the year end's "Next year" choices and the
 * section pickers. Read from the shared categories and each category's levels (which name their
 * sections): the server has no single list of all sections.
 */
export function useSectionOptions() {
  const categories = useCategories();
  const levels = useQueries({
    queries: (categories.data ?? []).map((category) => levelsQueryOptions(category._id)),
    combine: everyCategoryLevels,
  });
  const data = useMemo(
    () => (categories.data && levels.data ? sectionOptionsOf(categories.data, levels.data) : undefined),
    [categories.data, levels.data],
  );
  return { data, isPending: categories.isPending || levels.isPending };
}
