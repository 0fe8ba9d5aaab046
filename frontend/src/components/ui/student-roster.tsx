import { ActionIcon, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatShortDate } from '@/lib/short-date';
import type { SectionStudent } from '@/types/api';

export interface StudentRosterProps {
  students: SectionStudent[];
  /** Names the table for screen readers, e.g. "Students of Rizal". */
  caption: string;
  /** The name column's heading: 'Name' for admins, 'Student name' for advisers. */
  nameHeader?: string;
  /** Adds the parent or guardian column (the admin's section details). */
  withParent?: boolean;
  /** Given on the edit-section screen: each row gets a remove button. */
  onRemove?: (student: SectionStudent) => void;
  /** The student being removed right now, whose button spins. */
  removingId?: string | null;
  /** The number of the first row in the whole list, when the list is one page of many. */
  firstNumber?: number;
  /** The student's number in the whole list, when the rows shown are a search's. */
  numberOf?: (student: SectionStudent) => number;
}

/** A section's students: picture, number in the list (not the UUID), name, birth date, email and, for admins, parent or guardian. */
export function StudentRoster({
  students,
  caption,
  nameHeader = 'Name',
  withParent = false,
  onRemove,
  removingId,
  firstNumber = 1,
  numberOf,
}: StudentRosterProps) {
  const columns: DataTableColumn<SectionStudent>[] = [
    {
      key: 'picture',
      header: 'Picture',
      cell: (student) => <Avatar image={student.image} alt={student.full_name} radius="xl" size="sm" />,
    },
    {
      key: 'no',
      header: 'No.',
      cell: (student, index) => (
        <Text size="sm" c="dimmed">
          {numberOf ? numberOf(student) : firstNumber + index}
        </Text>
      ),
    },
    { key: 'name', header: nameHeader, cell: (student) => student.full_name },
    { key: 'birthdate', header: 'Birth Date', cell: (student) => formatShortDate(student.birthdate) },
    { key: 'email', header: 'Email', cell: (student) => student.email },
  ];
  if (withParent) {
    columns.push({
      key: 'parent',
      header: 'Parent or guardian',
      cell: (student) => `${student.parent_guardian.first_name} ${student.parent_guardian.last_name}`.trim(),
    });
  }
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (student) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${student.full_name}`}
          loading={removingId === student._id}
          onClick={() => onRemove(student)}
        >
          <IconUserMinus size={18} />
        </ActionIcon>
      ),
    });
  }
  return (
    <DataTable
      label={caption}
      columns={columns}
      rows={students}
      rowKey={(student) => student._id}
      emptyText="No students yet."
      minWidth={720}
    />
  );
}
