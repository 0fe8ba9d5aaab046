/** Which way a sorted column runs, in `aria-sort`'s words. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table's rows are in order of (by its key), and which way. */
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

/** What a row sorts by in a column: text (compared as people read it, '2' before '10'), a number, or nothing. */
export type SortValue = string | number | null | undefined;

/** A click on a column's heading: that column ascending, or descending when it already was ascending. */
export function nextSort(current: DataTableSort | null, column: string): DataTableSort {
  return current?.column === column && current.direction === 'ascending'
    ? { column, direction: 'descending' }
    : { column, direction: 'ascending' };
}

const TEXT = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isBlank = (value: SortValue): value is null | undefined | '' => value === null || value === undefined || value === '';

/**
 * The rows in the order of `valueOf`, which way `direction` says; blank values last either way,
 * and rows of equal values in the order they came.
 */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: valueOf(row) }))
    .sort((a, b) => {
      if (isBlank(a.value) || isBlank(b.value)) return Number(isBlank(a.value)) - Number(isBlank(b.value));
      if (typeof a.value === 'number' && typeof b.value === 'number') return sign * (a.value - b.value);
      return sign * TEXT.compare(String(a.value), String(b.value));
    })
    .map(({ row }) => row);
}
