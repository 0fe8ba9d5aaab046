import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
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
  if (students.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No students yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Picture</Table.Th>
            <Table.Th>No.</Table.Th>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th>Birth Date</Table.Th>
            <Table.Th>Email</Table.Th>
            {withParent && <Table.Th>Parent or guardian</Table.Th>}
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student, index) => (
            <Table.Tr key={student._id}>
              <Table.Td>
                <Avatar image={student.image} alt={student.full_name} radius="xl" size="sm" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {numberOf ? numberOf(student) : firstNumber + index}
                </Text>
              </Table.Td>
              <Table.Td>{student.full_name}</Table.Td>
              <Table.Td>{formatShortDate(student.birthdate)}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              {withParent && (
                <Table.Td>
                  {`${student.parent_guardian.first_name} ${student.parent_guardian.last_name}`.trim()}
                </Table.Td>
              )}
              {onRemove && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${student.full_name}`}
                    loading={removingId === student._id}
                    onClick={() => onRemove(student)}
                  >
                    <IconUserMinus size={18} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
