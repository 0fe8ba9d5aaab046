import { Button, Group } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatShortDate } from '@/lib/short-date';
import type { ArchivedStudent } from '../types';

export interface ArchivedStudentsTableProps {
  students: ArchivedStudent[];
  /** Asks to bring this graduate back. */
  onRestore: (student: ArchivedStudent) => void;
  /** Downloads this learner's permanent record (SF10). */
  onDownloadSf10: (student: ArchivedStudent) => void;
  /** The learner whose SF10 is downloading, if any. */
  downloadingID: string | null;
}

/**
 * One page of archived students: who, the section and year they left, when, their permanent
 * record (SF10) and 'Restore'.
 */
export function ArchivedStudentsTable({ students, onRestore, onDownloadSf10, downloadingID }: ArchivedStudentsTableProps) {
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
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            aria-label={`Download SF10 of ${student.full_name}`}
            loading={downloadingID === student._id}
            onClick={() => onDownloadSf10(student)}
          >
            Download SF10
          </Button>
          <Button size="xs" variant="light" aria-label={`Restore ${student.full_name}`} onClick={() => onRestore(student)}>
            Restore
          </Button>
        </Group>
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
