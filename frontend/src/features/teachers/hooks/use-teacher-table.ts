import { useMemo, useState } from 'react';
import type { Teacher } from '../types';

/** Rows per page of the teacher list. */
export const TEACHERS_PAGE_SIZE = 10;

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
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const sorted = useMemo(() => sortTeachers(teachers, sort), [teachers, sort]);
  const totalPages = Math.max(1, Math.ceil(sorted.length / TEACHERS_PAGE_SIZE));
  // Deleting the last rows of the last page must not leave an empty page showing.
  const currentPage = Math.min(page, totalPages);
  const rows = sorted.slice((currentPage - 1) * TEACHERS_PAGE_SIZE, currentPage * TEACHERS_PAGE_SIZE);
  // Only teachers still listed count as selected (another admin may have deleted some).
  const selectedIds = teachers.filter((teacher) => selection.has(teacher._id)).map((teacher) => teacher._id);
  const selectedOnPage = rows.filter((teacher) => selection.has(teacher._id)).length;

  const toggleSort = (column: SortableColumn) => {
    setSort((current) =>
      current?.column === column && current.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );
    setPage(1);
  };

  const toggleRow = (id: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  /** Selects every row of the page, or clears them when all already are. */
  const togglePage = () =>
    setSelection((current) => {
      const next = new Set(current);
      const allSelected = rows.length > 0 && rows.every((teacher) => next.has(teacher._id));
      for (const teacher of rows) {
        if (allSelected) next.delete(teacher._id);
        else next.add(teacher._id);
      }
      return next;
    });

  return {
    rows,
    sort,
    toggleSort,
    page: currentPage,
    totalPages,
    setPage,
    isSelected: (id: string) => selection.has(id),
    selectedIds,
    pageSelection: selectedOnPage === 0 ? 'none' : selectedOnPage === rows.length ? 'all' : 'some',
    toggleRow,
    togglePage,
    clearSelection: () => setSelection(new Set()),
  } as const;
}

export type TeacherTableState = ReturnType<typeof useTeacherTable>;
