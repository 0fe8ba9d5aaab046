import { ActionIcon, Button, Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
import type { IdSelection } from '@/lib/use-id-selection';
import type { Student } from '../types';

export const NOT_AVAILABLE = 'N/A';

export interface StudentsTableProps {
  students: Student[];
  selection: IdSelection;
  onEdit: (student: Student) => void;
  onViewDetails: (student: Student) => void;
}

/** One page of students: selection, photo, names, email, education and actions (SPEC §2.14). */
export function StudentsTable({ students, selection, onEdit, onViewDetails }: StudentsTableProps) {
  return (
    // Phones scroll the table sideways rather than squeezing its columns.
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all students on this page"
                checked={selection.pageSelection === 'all'}
                indeterminate={selection.pageSelection === 'some'}
                onChange={selection.togglePage}
              />
            </Table.Th>
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
          {students.map((student) => {
            const selected = selection.isSelected(student._id);
            return (
              <Table.Tr key={student._id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${student.full_name}`}
                    checked={selected}
                    onChange={() => selection.toggleRow(student._id)}
                  />
                </Table.Td>
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
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <ActionIcon variant="subtle" aria-label={`Edit ${student.full_name}`} onClick={() => onEdit(student)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <Button size="xs" variant="light" onClick={() => onViewDetails(student)}>
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
