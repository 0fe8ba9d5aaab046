import { Box, Stack, Table } from '@mantine/core';
import type { Week } from '@/types/api';
import { useOverflows } from '../hooks/use-overflows';
import type { LessonDetail } from '../utils/lesson-text';
import { weekGrid } from '../utils/week-layout';
import { LessonLines } from './lesson-lines';
import classes from './timetable.module.css';

/** The week `WeekGrid` lays out as a table. */
export interface WeekGridProps {
  week: Week;
  detail: LessonDetail;
}

/**
 * A week as a table: a column for each day that has lessons, a row for each start time, the
 * lessons in their day's cell. The caption names whose week it is.
 */
export function WeekGrid({ week, detail }: WeekGridProps) {
  const { days, rows } = weekGrid(week.lessons);
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  return (
    <Box ref={ref} className={classes.scroll} tabIndex={overflows ? 0 : undefined}>
      <Table withTableBorder withColumnBorders className={classes.grid}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{`Timetable: ${week.title}`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            {days.map((day) => (
              <Table.Th key={day} scope="col">
                {day}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.start}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {row.endTime ? `${row.startTime}–${row.endTime}` : row.startTime}
              </Table.Th>
              {days.map((day) => (
                <Table.Td key={day}>
                  <Stack gap={6}>
                    {(row.cells.get(day) ?? []).map((lesson) => (
                      <div key={`${lesson.subjectID}-${lesson.start}`}>
                        <LessonLines lesson={lesson} detail={detail} withTime={row.endTime === null} />
                      </div>
                    ))}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
