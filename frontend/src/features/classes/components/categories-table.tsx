import { Anchor, Group, Table, Text } from '@mantine/core';
import { SelectPageHeader, SelectableRow } from '@/components/ui/selectable-table';
import type { PagedSelection } from '@/lib/use-paged-selection';
import type { Category } from '../types';

export interface CategoriesTableProps {
  table: PagedSelection<Category>;
  onOpenLevel: (levelId: string) => void;
}

/** One row per category: selection, its number in the list (not the UUID), name and its levels, each a link to the level screen. */
export function CategoriesTable({ table, onOpenLevel }: CategoriesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeader selection={table} label="Select all classes on this page" />
            <Table.Th>No.</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Levels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((category, index) => (
            <SelectableRow key={category._id} id={category._id} name={category.category} selection={table}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {table.firstNumber + index}
                </Text>
              </Table.Td>
              <Table.Td>{category.category}</Table.Td>
              <Table.Td>
                {category.levels.length === 0 ? (
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
                )}
              </Table.Td>
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
