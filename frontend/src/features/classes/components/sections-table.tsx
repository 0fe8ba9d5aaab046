import { ActionIcon, Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { PagedSelection } from '@/lib/use-paged-selection';
import type { Section } from '../types';

export interface SectionsTableProps {
  table: PagedSelection<Section>;
  onEdit: (section: Section) => void;
  onViewDetails: (section: Section) => void;
}

/** The sections of a level: selection, ID, name, adviser, subjects and actions (SPEC §2 screen 10). */
export function SectionsTable({ table, onEdit, onViewDetails }: SectionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all sections on this page"
                checked={table.pageSelection === 'all'}
                indeterminate={table.pageSelection === 'some'}
                onChange={table.togglePage}
              />
            </Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>Adviser</Table.Th>
            <Table.Th>Subjects</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((section) => {
            const selected = table.isSelected(section._id);
            return (
              <Table.Tr key={section._id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${section.section}`}
                    checked={selected}
                    onChange={() => table.toggleRow(section._id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c="dimmed">
                    {section._id}
                  </Text>
                </Table.Td>
                <Table.Td>{section.section}</Table.Td>
                <Table.Td>{section.adviserName ?? 'None'}</Table.Td>
                <Table.Td>{section.subjects.map((subject) => subject.subject).join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <ActionIcon variant="subtle" aria-label={`Edit ${section.section}`} onClick={() => onEdit(section)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <Button size="xs" variant="light" onClick={() => onViewDetails(section)}>
                      View Details
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
