import { useMemo, useState } from 'react';
import { PAGE_SIZE, usePagedSelection } from '@/lib/use-paged-selection';
import type { Teacher } from '../types';

/** Rows per page of the teacher list. */
export const TEACHERS_PAGE_SIZE = PAGE_SIZE;

export type SortableColumn = 'first_name' | 'last_name';
export type SortDirection = 'ascending' | 'descending';

export interface TeacherSort {
  column: SortableColumn;
  direction: SortDirection;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted by the column, ties broken by the other name so the order is stable. */
export function sortTeachers(teachers: Teacher[], sort: TeacherSort | null): Teacher[] {
  if (!sort) return teachers;
  const other: SortableColumn = sort.column === 'first_name' ? 'last_name' : 'first_name';
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...teachers].sort(
    (a, b) => sign * (collator.compare(a[sort.column], b[sort.column]) || collator.compare(a[other], b[other])),
  );
}

/** Sort, page and row selection of the teacher list, kept while the edit form is shown. */
export function useTeacherTable(teachers: Teacher[]) {
  const [sort, setSort] = useState<TeacherSort | null>(null);
  const sorted = useMemo(() => sortTeachers(teachers, sort), [teachers, sort]);
  const paged = usePagedSelection(sorted, TEACHERS_PAGE_SIZE);

  const toggleSort = (column: SortableColumn) => {
    setSort((current) =>
      current?.column === column && current.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );
    paged.setPage(1);
  };

  return {
    ...paged,
    sort,
    toggleSort,
    selectedIds: paged.selected.map((teacher) => teacher._id),
  } as const;
}

export type TeacherTableState = ReturnType<typeof useTeacherTable>;
