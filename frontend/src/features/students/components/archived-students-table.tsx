import { Button } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatShortDate } from '@/lib/short-date';
import type { ArchivedStudent } from '../types';

export interface ArchivedStudentsTableProps {
  students: ArchivedStudent[];
  /** Asks to bring this graduate back. */
  onRestore: (student: ArchivedStudent) => void;
}

/** One page of archived students: who, the section and year they left, when, and 'Restore'. */
export function ArchivedStudentsTable({ students, onRestore }: ArchivedStudentsTableProps) {
  const columns: DataTableColumn<ArchivedStudent>[] = [
    { key: 'name', header: 'Name', cell: (student) => student.full_name },
    { key: 'email', header: 'Email', cell: (student) => student.email },
    { key: 'left_from', header: 'Left from', cell: (student) => student.leftFrom },
    { key: 'school_year', header: 'School year', cell: (student) => student.schoolYear },
    { key: 'archived_on', header: 'Archived on', cell: (student) => formatShortDate(student.archivedOn) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (student) => (
        <Button size="xs" variant="light" aria-label={`Restore ${student.full_name}`} onClick={() => onRestore(student)}>
          Restore
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Archived students"
      columns={columns}
      rows={students}
      rowKey={(student) => student._id}
      minWidth={760}
      noWrap
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
    />
  );
}
