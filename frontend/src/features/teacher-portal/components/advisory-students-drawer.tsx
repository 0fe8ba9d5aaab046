import { Drawer, Table, Text } from '@mantine/core';
import { Avatar } from '@/components/ui/avatar';
import { formatShortDate } from '@/lib/short-date';
import type { AdvisorySection } from '../types';

export interface AdvisoryStudentsDrawerProps {
  section: AdvisorySection;
  opened: boolean;
  onClose: () => void;
}

/** 'View students': the advisory section's students (Picture, ID, Student name, Birth Date, Email). */
export function AdvisoryStudentsDrawer({ section, opened, onClose }: AdvisoryStudentsDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={`Students of ${section.section}`}>
      {section.students.length === 0 ? (
        <Text c="dimmed">No students yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={`Students of ${section.section}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Picture</Table.Th>
                <Table.Th>ID</Table.Th>
                <Table.Th>Student name</Table.Th>
                <Table.Th>Birth Date</Table.Th>
                <Table.Th>Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.students.map((student) => (
                <Table.Tr key={student._id}>
                  <Table.Td>
                    <Avatar image={student.image} alt={student.full_name} radius="xl" size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" c="dimmed">
                      {student._id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{student.full_name}</Table.Td>
                  <Table.Td>{formatShortDate(student.birthdate)}</Table.Td>
                  <Table.Td>{student.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Drawer>
  );
}
