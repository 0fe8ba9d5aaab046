import { Box } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { Schedule } from '@/types/api';

export interface ScheduleTableProps {
  schedules: Schedule[];
  /** Names the table for screen readers, e.g. "Schedule of Mathematics". */
  label: string;
}

const COLUMNS: DataTableColumn<Schedule>[] = [
  { key: 'day', header: 'Day', cell: (slot) => slot.day },
  { key: 'start', header: 'Start Time', cell: (slot) => slot.startTime },
  { key: 'end', header: 'End Time', cell: (slot) => slot.endTime },
];

/** A subject's weekly schedule, read-only: Day, Start Time, End Time. */
export function ScheduleTable({ schedules, label }: ScheduleTableProps) {
  return (
    <Box maw={520}>
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={schedules}
        rowKey={(slot) => slot._id}
        emptyText="No schedule yet."
      />
    </Box>
  );
}
