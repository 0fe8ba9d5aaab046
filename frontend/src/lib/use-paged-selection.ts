import { useState } from 'react';

/** Rows per page of the admin tables. */
export const PAGE_SIZE = 10;

/** Page and row selection of a table whose rows carry an `_id`, in the order given. */
export function usePagedSelection<T extends { _id: string }>(items: T[], pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  // Deleting the last rows of the last page must not leave an empty page showing.
  const currentPage = Math.min(page, totalPages);
  const rows = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  // Only rows still listed count as selected (another admin may have deleted some).
  const selected = items.filter((item) => selection.has(item._id));
  const selectedOnPage = rows.filter((item) => selection.has(item._id)).length;

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
      const allSelected = rows.length > 0 && rows.every((item) => next.has(item._id));
      for (const item of rows) {
        if (allSelected) next.delete(item._id);
        else next.add(item._id);
      }
      return next;
    });

  return {
    rows,
    page: currentPage,
    /** The number of the page's first row in the whole list (1 on the first page). */
    firstNumber: (currentPage - 1) * pageSize + 1,
    totalPages,
    setPage,
    isSelected: (id: string) => selection.has(id),
    selected,
    pageSelection: selectedOnPage === 0 ? 'none' : selectedOnPage === rows.length ? 'all' : 'some',
    toggleRow,
    togglePage,
    clearSelection: () => setSelection(new Set()),
  } as const;
}

export type PagedSelection<T extends { _id: string }> = ReturnType<typeof usePagedSelection<T>>;
