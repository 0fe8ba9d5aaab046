import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pretendPhone } from '@/testing/phone';
import { renderWithProviders } from '@/testing/test-utils';
import { DataTable, type DataTableColumn, type RowSelection } from './data-table';

interface Pupil {
  _id: string;
  name: string;
  age: number | null;
}

const ana: Pupil = { _id: 'p-1', name: 'Ana Reyes', age: 12 };
const jose: Pupil = { _id: 'p-2', name: 'Jose Cruz', age: 9 };
const maria: Pupil = { _id: 'p-3', name: 'maria Santos', age: 10 };
const pedro: Pupil = { _id: 'p-4', name: 'Pedro Lim', age: null };

const columns: DataTableColumn<Pupil>[] = [
  { key: 'name', header: 'Name', cell: (pupil) => pupil.name, sortValue: (pupil) => pupil.name },
  { key: 'age', header: 'Age', align: 'right', cell: (pupil) => pupil.age ?? '—', sortValue: (pupil) => pupil.age },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (pupil) => <Button size="xs">{`Open ${pupil.name}`}</Button>,
  },
];

const pupilId = (pupil: Pupil) => pupil._id;

/** The body rows of the table (the headings' row left out). */
function bodyRows() {
  const [, ...rows] = within(screen.getByRole('table', { name: 'Pupils' })).getAllByRole('row');
  return rows;
}

const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

const numbered = (count: number): Pupil[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `p-${index + 1}`,
    name: `Pupil ${String(index + 1).padStart(2, '0')}`,
    age: 10,
  }));

describe('DataTable', () => {
  it('shows a real table: named, its headings as column headers and each row its cells, in the order given', () => {
    renderWithProviders(<DataTable label="Pupils" columns={columns} rows={[jose, ana]} rowKey={pupilId} />);

    const table = screen.getByRole('table', { name: 'Pupils' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Age', 'Actions']);
    expect(firstCells()).toEqual(['Jose Cruz', 'Ana Reyes']);
    expect(within(bodyRows()[1]).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByRole('button', { name: 'Open Ana Reyes' })).toBeInTheDocument();
  });

  it('sorts by a heading clicked, then the other way round, blanks last, and says the order with aria-sort', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={[jose, pedro, ana, maria]} rowKey={pupilId} />,
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const age = screen.getByRole('columnheader', { name: 'Age' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Ana Reyes', 'Jose Cruz', 'maria Santos', 'Pedro Lim']);
    expect(name).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Pedro Lim', 'maria Santos', 'Jose Cruz', 'Ana Reyes']);
    expect(name).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(age).getByRole('button', { name: 'Age' }));
    expect(firstCells()).toEqual(['Jose Cruz', 'maria Santos', 'Ana Reyes', 'Pedro Lim']);
    expect(age).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');

    await user.click(within(age).getByRole('button', { name: 'Age' }));
    expect(firstCells()).toEqual(['Ana Reyes', 'maria Santos', 'Jose Cruz', 'Pedro Lim']);
  });

  it('sorts from the keyboard: the heading is a button reached with Tab and pressed with Enter or Space', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={[jose, ana, maria]} rowKey={pupilId} />,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(firstCells()).toEqual(['Ana Reyes', 'Jose Cruz', 'maria Santos']);
    await user.keyboard(' ');
    expect(firstCells()).toEqual(['maria Santos', 'Jose Cruz', 'Ana Reyes']);
  });

  it('starts in the default order when one is given', () => {
    renderWithProviders(
      <DataTable
        label="Pupils"
        columns={columns}
        rows={[jose, ana, maria]}
        rowKey={pupilId}
        defaultSort={{ column: 'age', direction: 'descending' }}
      />,
    );

    expect(firstCells()).toEqual(['Ana Reyes', 'maria Santos', 'Jose Cruz']);
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('leaves the order to its owner when the rows are sorted elsewhere, and asks for the next one', async () => {
    const onSortChange = vi.fn();
    const serverColumns = columns.map(({ sortValue, ...column }) => ({ ...column, sortable: sortValue !== undefined }));
    const { user } = renderWithProviders(
      <DataTable
        label="Pupils"
        columns={serverColumns}
        rows={[jose, ana]}
        rowKey={pupilId}
        sort={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'age', direction: 'ascending' });
    // The rows stay as their owner gave them.
    expect(firstCells()).toEqual(['Jose Cruz', 'Ana Reyes']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows a page of rows at a time, numbered through the whole list, and pages with the controls', async () => {
    const numberedColumns: DataTableColumn<Pupil>[] = [
      { key: 'no', header: 'No.', cell: (_, index) => index + 1 },
      ...columns,
    ];
    const { user } = renderWithProviders(
      <DataTable label="Pupils" columns={numberedColumns} rows={numbered(25)} rowKey={pupilId} pageSize={10} />,
    );
    const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);

    expect(bodyRows()).toHaveLength(10);
    expect(names()[0]).toBe('Pupil 01');
    expect(names()[9]).toBe('Pupil 10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(numbered(25).slice(10, 20).map((pupil) => pupil.name));
    expect(within(bodyRows()[0]).getByRole('cell', { name: '11' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Pupil 21', 'Pupil 22', 'Pupil 23', 'Pupil 24', 'Pupil 25']);
  });

  it('goes back to the first page when the order changes', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={numbered(12)} rowKey={pupilId} pageSize={10} />,
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells()).toEqual(['Pupil 11', 'Pupil 12']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));

    expect(firstCells()).toHaveLength(10);
    expect(firstCells()[0]).toBe('Pupil 12');
  });

  it('turns to the page of a row to reveal once it is among the rows, and lets the reader page away after', async () => {
    const { user, rerender } = renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={numbered(25)} rowKey={pupilId} pageSize={10} revealKey={null} />,
    );
    expect(firstCells()[0]).toBe('Pupil 01');

    // Not listed yet (the list is still being fetched again): the page stays, until it is.
    rerender(<DataTable label="Pupils" columns={columns} rows={numbered(25)} rowKey={pupilId} pageSize={10} revealKey="p-30" />);
    expect(firstCells()[0]).toBe('Pupil 01');
    rerender(<DataTable label="Pupils" columns={columns} rows={numbered(30)} rowKey={pupilId} pageSize={10} revealKey="p-30" />);
    expect(firstCells()).toContain('Pupil 30');
    expect(screen.getByRole('button', { name: '3', current: 'page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1' }));
    expect(firstCells()[0]).toBe('Pupil 01');
    rerender(<DataTable label="Pupils" columns={columns} rows={numbered(30)} rowKey={pupilId} pageSize={10} revealKey="p-30" />);
    expect(firstCells()[0]).toBe('Pupil 01');

    rerender(<DataTable label="Pupils" columns={columns} rows={numbered(30)} rowKey={pupilId} pageSize={10} revealKey="p-12" />);
    expect(firstCells()[0]).toBe('Pupil 11');
  });

  it('has no page controls when every row fits on one page', () => {
    renderWithProviders(<DataTable label="Pupils" columns={columns} rows={numbered(10)} rowKey={pupilId} pageSize={10} />);

    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('says the empty text, and shows no table, when there are no rows', () => {
    renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={[]} rowKey={pupilId} emptyText="No pupils yet." />,
    );

    expect(screen.getByText('No pupils yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ticks rows and the whole page through the selection it is given', async () => {
    function Ticked() {
      const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set(['p-2']));
      const ids = [ana, jose].map(pupilId);
      const state: RowSelection = {
        pageSelection: ticked.size === 0 ? 'none' : ticked.size === ids.length ? 'all' : 'some',
        togglePage: () => setTicked(new Set(ticked.size === ids.length ? [] : ids)),
        isSelected: (id) => ticked.has(id),
        toggleRow: (id) => setTicked((current) => new Set(current.has(id) ? [] : [...current, id])),
      };
      return (
        <DataTable
          label="Pupils"
          columns={columns}
          rows={[ana, jose]}
          rowKey={pupilId}
          selection={{ state, pageLabel: 'Select all pupils on this page', rowName: (pupil) => pupil.name }}
        />
      );
    }
    const { user } = renderWithProviders(<Ticked />);
    const all = screen.getByRole('checkbox', { name: 'Select all pupils on this page' });

    expect(screen.getByRole('checkbox', { name: 'Select Jose Cruz' })).toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Reyes' }));
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Ana Reyes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Jose Cruz' })).not.toBeChecked();
  });

  it('shows each row as a card of labels and values on a phone, still a table to screen readers', async () => {
    pretendPhone();
    const { user } = renderWithProviders(
      <DataTable label="Pupils" columns={columns} rows={[jose, ana]} rowKey={pupilId} />,
    );

    const [joseCard, anaCard] = bodyRows();
    // Each value has its column's name beside it, for the eye; the cell's name stays the value.
    expect(within(anaCard).getByText('Name')).toHaveAttribute('aria-hidden', 'true');
    expect(within(anaCard).getByText('Age')).toBeInTheDocument();
    expect(within(anaCard).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(joseCard).getByRole('cell', { name: 'Jose Cruz' })).toBeInTheDocument();
    // A column of buttons has no label, only its buttons.
    expect(within(anaCard).queryByText('Actions')).not.toBeInTheDocument();
    expect(within(anaCard).getByRole('button', { name: 'Open Ana Reyes' })).toBeInTheDocument();

    // The sort buttons stay above the cards.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(within(bodyRows()[0]).getByRole('cell', { name: 'Ana Reyes' })).toBeInTheDocument();
  });

  it('shows no card labels at a desktop width', () => {
    renderWithProviders(<DataTable label="Pupils" columns={columns} rows={[ana]} rowKey={pupilId} />);

    expect(within(bodyRows()[0]).queryByText('Age')).not.toBeInTheDocument();
  });

  it('says there are more columns while a wide table has some out of view to the right, and not once scrolled to its end', () => {
    renderWithProviders(
      <DataTable
        label="Pupils"
        columns={columns.map((column) => (column.key === 'actions' ? { ...column, sticky: 'end' as const } : column))}
        rows={[ana, jose]}
        rowKey={pupilId}
        minWidth={900}
      />,
    );
    const scroller = screen.getByRole('table', { name: 'Pupils' }).parentElement!.parentElement!;
    const layout = (scrollLeft: number) => {
      Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 600 });
      Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 900 });
      scroller.scrollLeft = scrollLeft;
      fireEvent.scroll(scroller);
    };
    expect(screen.queryByText(/^More columns: scroll sideways/)).not.toBeInTheDocument();

    layout(0);
    expect(screen.getByText('More columns: scroll sideways →')).toBeInTheDocument();
    expect(scroller).toHaveAttribute('data-more-right');
    expect(scroller).not.toHaveAttribute('data-more-left');

    layout(300);
    expect(screen.queryByText(/^More columns: scroll sideways/)).not.toBeInTheDocument();
    expect(scroller).toHaveAttribute('data-more-left');
  });
});
