import { Table, VisuallyHidden } from '@mantine/core';
import { Avatar } from '@/components/ui/avatar';
import { EditAndDetailsCell, SelectPageHeader, SelectableRow } from '@/components/ui/selectable-table';
import type { IdSelection } from '@/lib/use-id-selection';
import type { Student } from '../types';

export const NOT_AVAILABLE = 'N/A';

export interface StudentsTableProps {
  students: Student[];
  selection: IdSelection;
  onEdit: (student: Student) => void;
  onViewDetails: (student: Student) => void;
}

/** One page of students: selection, photo, names, email, category, level and section, and actions. */
export function StudentsTable({ students, selection, onEdit, onViewDetails }: StudentsTableProps) {
  return (
    // Phones scroll the table sideways rather than squeezing its columns.
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeader selection={selection} label="Select all students on this page" />
            <Table.Th>Photo</Table.Th>
            <Table.Th>First name</Table.Th>
            <Table.Th>Middle name</Table.Th>
            <Table.Th>Last name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <SelectableRow key={student._id} id={student._id} name={student.full_name} selection={selection}>
              <Table.Td>
                <Avatar image={student.image} alt={student.full_name} radius="xl" />
              </Table.Td>
              <Table.Td>{student.first_name}</Table.Td>
              <Table.Td>{student.middle_name ?? ''}</Table.Td>
              <Table.Td>{student.last_name}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              <Table.Td>{student.category ?? NOT_AVAILABLE}</Table.Td>
              <Table.Td>{student.level ?? NOT_AVAILABLE}</Table.Td>
              <Table.Td>{student.section ?? NOT_AVAILABLE}</Table.Td>
              <EditAndDetailsCell
                name={student.full_name}
                onEdit={() => onEdit(student)}
                onViewDetails={() => onViewDetails(student)}
              />
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
