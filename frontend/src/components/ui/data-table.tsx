import {
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
  useMantineTheme,
  type TableProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { TablePagination } from '@/components/ui/table-pagination';
import { nextSort, sortRows, type DataTableSort, type SortValue } from './data-table-sort';
import classes from './data-table.module.css';
import { SideScroll } from './side-scroll';

export type { DataTableSort, SortDirection, SortValue } from './data-table-sort';

/** One column of a `DataTable`: its heading, what each row shows in it, and how it sorts. */
export interface DataTableColumn<Row> {
  /** Tells the column from the others: React's key, and the column a sort names. */
  key: string;
  /** The column's heading; on a phone, the label before the column's value on every card. */
  header: ReactNode;
  /** The heading is for screen readers only (a column of buttons, 'Actions'): cards show no label for it. */
  hideHeader?: boolean;
  /** The label on a phone's cards when the heading holds more than the column's name. */
  cardLabel?: ReactNode;
  /** What a row shows in this column; `index` is the row's place in the whole list, from 0. */
  cell: (row: Row, index: number) => ReactNode;
  /** Sorts the rows here by this value when the heading is clicked (text as people read it, numbers as numbers). */
  sortValue?: (row: Row) => SortValue;
  /** The heading asks `onSortChange` for an order when clicked: rows sorted by their owner (the server). */
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** The cell is its row's heading (`<th scope="row">`), and a phone card's title. */
  rowHeader?: boolean;
  /** Kept in view while the table scrolls sideways: 'start' for a first column, 'end' for a last. */
  sticky?: 'start' | 'end';
}

/** What a table's tick boxes need of a selection (the rows on screen, picked by key). */
export interface RowSelection {
  pageSelection: 'none' | 'some' | 'all';
  togglePage: () => void;
  isSelected: (id: string) => boolean;
  toggleRow: (id: string) => void;
}

/** A tick box before every row and one in the headings for every row on screen. */
export interface DataTableSelection<Row> {
  state: RowSelection;
  /** The headings' tick box, e.g. 'Select all teachers on this page'. */
  pageLabel: string;
  /** Who or what a row is, for its tick box: 'Select <name>'. */
  rowName: (row: Row) => string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Each row's lasting key (its id), also what the selection picks. */
  rowKey: (row: Row) => string;
  /** Names the table for screen readers, e.g. 'Students of Rizal'. */
  label?: string;
  /** A visible caption naming the table. */
  caption?: ReactNode;
  /** Said instead of the table when there are no rows; without it the headings show over no rows. */
  emptyText?: ReactNode;
  /** Shows this many rows at a time, with page controls under the table when there are more. */
  pageSize?: number;
  /**
   * The key of a row to bring into view (one just added or changed): once it is among the rows,
   * the table turns to its page. Each new key turns the page once; paging away stays.
   */
  revealKey?: string | null;
  /** The order before any heading is clicked, for columns with a `sortValue`. */
  defaultSort?: DataTableSort;
  /** The order the rows already are in when their owner (the server) sorts them; `null` for its own order. */
  sort?: DataTableSort | null;
  /** A heading of a `sortable` column was clicked: the order asked for. */
  onSortChange?: (sort: DataTableSort) => void;
  selection?: DataTableSelection<Row>;
  /** Below this width (px) the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** Keeps each cell's text on one line (wide admin lists, which scroll sideways instead). */
  noWrap?: boolean;
  striped?: boolean;
  withTableBorder?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: TableProps['verticalSpacing'];
  horizontalSpacing?: TableProps['horizontalSpacing'];
}

/** The tint of a ticked row. */
const SELECTED_ROW = 'var(--mantine-primary-color-light)';

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface SortButtonProps {
  header: ReactNode;
  direction: DataTableSort['direction'] | null;
  align: DataTableColumn<unknown>['align'];
  onClick: () => void;
}

/** A heading that sorts its column: a real button, so the keyboard reaches and presses it. */
function SortButton({ header, direction, align, onClick }: SortButtonProps) {
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <UnstyledButton onClick={onClick}>
      <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start'}>
        <Text span fw={700} size="sm">
          {header}
        </Text>
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

const stickyClass = (sticky: DataTableColumn<unknown>['sticky']) =>
  sticky && classNames(classes.sticky, sticky === 'start' ? classes.stickyStart : classes.stickyEnd);

/**
 * The app's one table: typed columns, sorting by a click on a heading (`aria-sort` on it), paging,
 * tick boxes, sticky columns, and on a phone's width a card of label and value for each row. The
 * cards keep the table's roles (table, row, cell), so a screen reader and a test find the same rows.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  caption,
  emptyText,
  pageSize,
  revealKey = null,
  defaultSort,
  sort,
  onSortChange,
  selection,
  minWidth,
  noWrap = false,
  striped = false,
  withTableBorder = false,
  highlightOnHover = false,
  verticalSpacing = 'xs',
  horizontalSpacing,
}: DataTableProps<Row>) {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a phone never shows the table first.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const [page, setPage] = useState(1);
  const [revealed, setRevealed] = useState<string | null>(null);

  const sortedElsewhere = sort !== undefined;
  const activeSort = sortedElsewhere ? sort : ownSort;
  const sortColumn = sortedElsewhere ? undefined : columns.find((column) => column.key === ownSort?.column);
  const ordered =
    ownSort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, ownSort.direction) : rows;
  if (pageSize && revealKey !== null && revealKey !== revealed) {
    // Set while rendering (React's way to follow a prop): the page shown is the row's at once.
    const at = ordered.findIndex((row) => rowKey(row) === revealKey);
    if (at >= 0) {
      setRevealed(revealKey);
      setPage(Math.floor(at / pageSize) + 1);
    }
  }
  const totalPages = pageSize ? Math.max(1, Math.ceil(ordered.length / pageSize)) : 1;
  // Fewer rows than before (a delete) must not leave an empty page showing.
  const currentPage = Math.min(page, totalPages);
  const offset = pageSize ? (currentPage - 1) * pageSize : 0;
  const shown = pageSize ? ordered.slice(offset, offset + pageSize) : ordered;

  if (rows.length === 0 && emptyText !== undefined) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }

  const isSortable = (column: DataTableColumn<Row>) =>
    sortedElsewhere ? column.sortable === true : column.sortValue !== undefined;
  const sortBy = (column: string) => {
    const next = nextSort(activeSort, column);
    if (sortedElsewhere) {
      onSortChange?.(next);
    } else {
      setOwnSort(next);
      setPage(1);
    }
  };
  // On a phone the table's parts name their roles themselves (see data-table.module.css).
  const role = (name: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell') => (phone ? name : undefined);

  const table = (
    <Table
      className={classNames(classes.table, phone && classes.cards)}
      role={role('table')}
      aria-label={label}
      verticalSpacing={verticalSpacing}
      horizontalSpacing={horizontalSpacing}
      striped={striped && !phone}
      withTableBorder={withTableBorder && !phone}
      withRowBorders={!phone}
      highlightOnHover={highlightOnHover && !phone}
      style={noWrap && !phone ? { whiteSpace: 'nowrap' } : undefined}
    >
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead role={role('rowgroup')}>
        <Table.Tr role={role('row')}>
          {selection && (
            <Table.Th w={phone ? undefined : 40} role={role('columnheader')}>
              <Checkbox
                aria-label={phone ? undefined : selection.pageLabel}
                label={phone ? selection.pageLabel : undefined}
                checked={selection.state.pageSelection === 'all'}
                indeterminate={selection.state.pageSelection === 'some'}
                onChange={selection.state.togglePage}
              />
            </Table.Th>
          )}
          {columns.map((column) => {
            const sortable = isSortable(column);
            const direction = activeSort?.column === column.key ? activeSort.direction : null;
            return (
              <Table.Th
                key={column.key}
                scope="col"
                role={role('columnheader')}
                ta={phone ? undefined : column.align}
                w={phone ? undefined : column.width}
                aria-sort={sortable ? (direction ?? 'none') : undefined}
                className={classNames(!phone && stickyClass(column.sticky), phone && !sortable && classes.offscreen)}
              >
                {sortable ? (
                  <SortButton
                    header={column.header}
                    direction={direction}
                    align={phone ? undefined : column.align}
                    onClick={() => sortBy(column.key)}
                  />
                ) : column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  column.header
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role={role('rowgroup')}>
        {shown.map((row, place) => {
          const key = rowKey(row);
          const index = offset + place;
          const selected = selection?.state.isSelected(key) ?? false;
          return (
            <Table.Tr
              key={key}
              role={role('row')}
              bg={selected ? SELECTED_ROW : undefined}
              data-selected={selected || undefined}
            >
              {selection && (
                <Table.Td role={role('cell')}>
                  <Checkbox
                    aria-label={`Select ${selection.rowName(row)}`}
                    checked={selected}
                    onChange={() => selection.state.toggleRow(key)}
                  />
                </Table.Td>
              )}
              {columns.map((column) => {
                const content = column.cell(row, index);
                const labelled = phone && !column.hideHeader && !column.rowHeader;
                const shared = {
                  ta: phone ? undefined : column.align,
                  w: phone ? undefined : column.width,
                  className: classNames(!phone && stickyClass(column.sticky), labelled && classes.labelled),
                };
                return column.rowHeader ? (
                  <Table.Th key={column.key} scope="row" role={role('rowheader')} {...shared}>
                    {content}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} role={role('cell')} {...shared}>
                    {labelled ? (
                      <>
                        {/* Screen readers have the column's heading; the label is for the eye. */}
                        <span className={classes.cardLabel} aria-hidden>
                          {column.cardLabel ?? column.header}
                        </span>
                        <div className={classes.cardValue}>{content}</div>
                      </>
                    ) : (
                      content
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );

  const scrolled = minWidth && !phone ? <SideScroll minWidth={minWidth}>{table}</SideScroll> : table;
  if (pageSize === undefined) return scrolled;
  return (
    <Stack gap="sm">
      {scrolled}
      <TablePagination page={currentPage} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}
