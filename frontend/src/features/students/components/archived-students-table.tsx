import { Button, Table, VisuallyHidden } from '@mantine/core';
import { formatShortDate } from '@/lib/short-date';
import type { ArchivedStudent } from '../types';

export interface ArchivedStudentsTableProps {
  students: ArchivedStudent[];
  /** Asks to bring this graduate back. */
  onRestore: (student: ArchivedStudent) => void;
}

/** One page of archived students: who, the section and year they left, when, and 'Restore'. */
export function ArchivedStudentsTable({ students, onRestore }: ArchivedStudentsTableProps) {
  return (
    // Phones scroll the table sideways rather than squeezing its columns.
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="xs"
        highlightOnHover
        style={{ whiteSpace: 'nowrap' }}
        aria-label="Archived students"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Left from</Table.Th>
            <Table.Th>School year</Table.Th>
            <Table.Th>Archived on</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student._id}>
              <Table.Td>{student.full_name}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              <Table.Td>{student.leftFrom}</Table.Td>
              <Table.Td>{student.schoolYear}</Table.Td>
              <Table.Td>{formatShortDate(student.archivedOn)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Restore ${student.full_name}`}
                  onClick={() => onRestore(student)}
                >
                  Restore
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
