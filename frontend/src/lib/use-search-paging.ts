import { useState } from 'react';

/**
 * The page of a list searched and paged on the server: a new search starts again from its
 * first page, and a page emptied by a change (a delete, a restore) steps back onto the new last one.
 */
export function useSearchPaging(q: string, pageSize: number) {
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  return {
    page,
    setPage: (next: number) => setPaging({ q, page: next }),
    /** How many pages `total` rows fill; call it once the answer for this page has come. */
    settle: (total: number, answered: boolean) => {
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      if (answered && page > pageCount) setPaging({ q, page: pageCount });
      return pageCount;
    },
  };
}
