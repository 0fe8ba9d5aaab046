import { Table, Text } from '@mantine/core';

/** One weekly slot of a subject (SPEC §3): day and hour texts such as `08:00 AM`. */
export interface ScheduleSlot {
  _id: string;
  day: string;
  startTime: string;
  endTime: string;
}

export interface ScheduleTableProps {
  schedules: ScheduleSlot[];
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
