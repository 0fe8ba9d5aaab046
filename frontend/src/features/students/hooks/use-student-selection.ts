import { useState } from 'react';

export type PageSelection = 'none' | 'some' | 'all';

/** Which students are ticked for a bulk delete; kept while the admin pages through the list. */
export function useStudentSelection(pageIds: string[]) {
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

export type StudentSelection = ReturnType<typeof useStudentSelection>;
