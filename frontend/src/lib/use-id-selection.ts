import { useState } from 'react';

export type PageSelection = 'none' | 'some' | 'all';

/**
 * Which rows of a server-paged list are ticked for a bulk action, by id; kept while the admin
 * pages through the list. `pageIds` are the rows on screen now.
 */
export function useIdSelection(pageIds: string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  const pageSelection: PageSelection =
    onPage === 0 ? 'none' : onPage === pageIds.length ? 'all' : 'some';

  const toggleRow = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Ticks every row of the page, or unticks them all when they already are. */
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      if (pageIds.every((id) => next.has(id))) pageIds.forEach((id) => next.delete(id));
      else pageIds.forEach((id) => next.add(id));
      return next;
    });

  return {
    selectedIds: [...selected],
    isSelected: (id: string) => selected.has(id),
    pageSelection,
    toggleRow,
    togglePage,
    clear: () => setSelected(new Set()),
  };
}

export type IdSelection = ReturnType<typeof useIdSelection>;
