import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EditAndDetailsActions } from '@/components/ui/edit-and-details-actions';
import type { PagedSelection } from '@/lib/use-paged-selection';
import type { Section } from '../types';

export interface SectionsTableProps {
  table: PagedSelection<Section>;
  onEdit: (section: Section) => void;
  onViewDetails: (section: Section) => void;
}

/** The sections of a level: selection, number in the list (not the UUID), name, adviser, subjects, Edit and View Details. */
export function SectionsTable({ table, onEdit, onViewDetails }: SectionsTableProps) {
  const columns: DataTableColumn<Section>[] = [
    {
      key: 'no',
      header: 'No.',
      cell: (_, index) => (
        <Text size="sm" c="dimmed">
          {table.firstNumber + index}
        </Text>
      ),
    },
    { key: 'section', header: 'Section', cell: (section) => section.section },
    { key: 'adviser', header: 'Adviser', cell: (section) => section.adviserName ?? 'None' },
    { key: 'subjects', header: 'Subjects', cell: (section) => section.subjects.map((subject) => subject.subject).join(', ') },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (section) => (
        <EditAndDetailsActions
          name={section.section}
          onEdit={() => onEdit(section)}
          onViewDetails={() => onViewDetails(section)}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      rowKey={(section) => section._id}
      selection={{ state: table, pageLabel: 'Select all sections on this page', rowName: (section) => section.section }}
      minWidth={760}
      verticalSpacing="sm"
      highlightOnHover
    />
  );
}
