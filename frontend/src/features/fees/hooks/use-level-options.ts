import { useMemo } from 'react';
import { useCategories } from '@/lib/queries/categories';

/** The levels of one category, as a select groups them. */
export interface LevelOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Every level of the school, grouped by category, from the app's one list of categories (which names their levels). */
export function useLevelOptions() {
  const categories = useCategories();
  const groups = useMemo<LevelOptionGroup[]>(
    () =>
      (categories.data ?? [])
        .map((category) => ({
          group: category.category,
          items: category.levels.map((level) => ({ value: level.levelID, label: level.level })),
        }))
        .filter((group) => group.items.length > 0),
    [categories.data],
  );
  return { categories, groups, firstLevelID: groups[0]?.items[0]?.value ?? null };
}
