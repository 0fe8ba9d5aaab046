import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIdSelection } from '@/lib/use-id-selection';
import { PAGE_SIZE } from '@/lib/use-paged-selection';
import { useTeachers } from '../api/get-teachers';
import type { SortableColumn, Teacher, TeacherSort } from '../types';

export type { SortableColumn, SortDirection, TeacherSort } from '../types';

/** Rows per page of the teacher list. */
export const TEACHERS_PAGE_SIZE = PAGE_SIZE;
/** Typing pauses this long before the list is searched again. */
export const SEARCH_DEBOUNCE_MS = 300;

const NO_TEACHERS: Teacher[] = [];

/**
 * Search, sort, page and row selection of the teacher list, all answered by the server one
 * page at a time; kept while the edit form is shown.
 */
export function useTeacherTable() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<TeacherSort | null>(null);
  const order = `${q}\u0000${sort?.column ?? ''}\u0000${sort?.direction ?? ''}`;
  const [paging, setPaging] = useState({ order, page: 1 });
  // A new search or sort starts again from its first page.
  const page = paging.order === order ? paging.page : 1;
  const query = useTeachers({ page, pageSize: TEACHERS_PAGE_SIZE, q, sort });
  const rows = query.data?.teachers ?? NO_TEACHERS;
  const selection = useIdSelection(rows.map((teacher) => teacher._id));

  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / TEACHERS_PAGE_SIZE));
  // After a delete empties the last page, step back to the new last one.
  if (query.data && !query.isPlaceholderData && page > totalPages) {
    setPaging({ order, page: totalPages });
  }

  const toggleSort = (column: SortableColumn) =>
    setSort((current) =>
      current?.column === column && current.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );

  return {
    ...selection,
    query,
    rows,
    total,
    page,
    totalPages,
    setPage: (next: number) => setPaging({ order, page: next }),
    search,
    setSearch,
    /** The search the rows answer (after the pause). */
    q,
    sort,
    toggleSort,
  } as const;
}

export type TeacherTableState = ReturnType<typeof useTeacherTable>;
