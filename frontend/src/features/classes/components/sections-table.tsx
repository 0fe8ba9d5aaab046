import { Table, Text, VisuallyHidden } from '@mantine/core';
import { EditAndDetailsCell, SelectPageHeader, SelectableRow } from '@/components/ui/selectable-table';
import type { PagedSelection } from '@/lib/use-paged-selection';
import type { Section } from '../types';

export interface SectionsTableProps {
  table: PagedSelection<Section>;
  onEdit: (section: Section) => void;
  onViewDetails: (section: Section) => void;
}

/** The sections of a level: selection, number in the list (not the UUID), name, adviser, subjects, Edit and View Details. */
export function SectionsTable({ table, onEdit, onViewDetails }: SectionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeader selection={table} label="Select all sections on this page" />
            <Table.Th>No.</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>Adviser</Table.Th>
            <Table.Th>Subjects</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((section, index) => (
            <SelectableRow key={section._id} id={section._id} name={section.section} selection={table}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {table.firstNumber + index}
                </Text>
              </Table.Td>
              <Table.Td>{section.section}</Table.Td>
              <Table.Td>{section.adviserName ?? 'None'}</Table.Td>
              <Table.Td>{section.subjects.map((subject) => subject.subject).join(', ')}</Table.Td>
              <EditAndDetailsCell
                name={section.section}
                onEdit={() => onEdit(section)}
                onViewDetails={() => onViewDetails(section)}
              />
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
