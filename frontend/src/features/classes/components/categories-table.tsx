import { Anchor, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { PagedSelection } from '@/lib/use-paged-selection';
import type { Category } from '../types';

export interface CategoriesTableProps {
  table: PagedSelection<Category>;
  onOpenLevel: (levelId: string) => void;
}

/** One row per category: selection, its number in the list (not the UUID), name and its levels, each a link to the level screen. */
export function CategoriesTable({ table, onOpenLevel }: CategoriesTableProps) {
  const columns: DataTableColumn<Category>[] = [
    {
      key: 'no',
      header: 'No.',
      cell: (_, index) => (
        <Text size="sm" c="dimmed">
          {table.firstNumber + index}
        </Text>
      ),
    },
    { key: 'category', header: 'Category', cell: (category) => category.category },
    {
      key: 'levels',
      header: 'Levels',
      cell: (category) =>
        category.levels.length === 0 ? (
          <Text size="sm" c="dimmed">
            No levels yet.
          </Text>
        ) : (
          <Group gap="md">
            {category.levels.map(({ levelID, level }) => (
              <Anchor key={levelID} component="button" type="button" size="sm" onClick={() => onOpenLevel(levelID)}>
                {level}
              </Anchor>
            ))}
          </Group>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      rowKey={(category) => category._id}
      selection={{
        state: table,
        pageLabel: 'Select all classes on this page',
        rowName: (category) => category.category,
      }}
      minWidth={640}
      verticalSpacing="sm"
      highlightOnHover
    />
  );
}
