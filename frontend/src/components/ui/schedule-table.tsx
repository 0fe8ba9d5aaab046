import { Table, Text } from '@mantine/core';
import type { Schedule } from '@/types/api';

export interface ScheduleTableProps {
  schedules: Schedule[];
  /** Names the table for screen readers, e.g. "Schedule of Mathematics". */
  label: string;
}

/** A subject's weekly schedule, read-only: Day, Start Time, End Time. */
export function ScheduleTable({ schedules, label }: ScheduleTableProps) {
  if (schedules.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No schedule yet.
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label={label} maw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Day</Table.Th>
          <Table.Th>Start Time</Table.Th>
          <Table.Th>End Time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schedules.map((slot) => (
          <Table.Tr key={slot._id}>
            <Table.Td>{slot.day}</Table.Td>
            <Table.Td>{slot.startTime}</Table.Td>
            <Table.Td>{slot.endTime}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
