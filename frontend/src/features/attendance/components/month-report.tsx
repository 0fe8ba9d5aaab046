import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage } from '@/lib/api-error';
import { formatMonthYear } from '@/lib/dates';
import { useCurrentYear } from '@/lib/queries/current-year';
import { useSectionMonth } from '../api/get-section-month';
import { csvPath, reportPaths } from '../api/report-paths';
import { localMonth, monthSectionName } from '../utils/months';
import { MarkLegend, MonthGrid } from './month-grid';
import { MonthPicker } from './month-picker';
import { Sf2Print } from './sf2-print';

export interface MonthReportProps {
  sectionID: string;
}

/**
 * A section's month: the month picker, 'Print' (School Form 2, landscape) and 'Download CSV',
 * then the grid of students × school days. Opens on the browser's month.
 */
export function MonthReport({ sectionID }: MonthReportProps) {
  const thisMonth = localMonth(new Date());
  const [month, setMonth] = useState(thisMonth);
  const grid = useSectionMonth(sectionID, month);
  const year = useCurrentYear();
  const answer = grid.data?.section._id === sectionID && grid.data.month === month ? grid.data : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <MonthPicker value={month} onChange={setMonth} max={thisMonth} />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!answer}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            variant="light"
            component="a"
            href={csvPath(reportPaths.sectionMonth(sectionID, month))}
            download
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {!answer ? (
        <LoadState
          label="Loading attendance"
          query={grid}
          failedText={grid.error ? errorMessage(grid.error) : 'The month could not be loaded.'}
        />
      ) : (
        <>
          <Text fw={600}>{`${monthSectionName(answer)} · ${formatMonthYear(answer.month)}`}</Text>
          {answer.students.length === 0 ? (
            <Text c="dimmed">No students in this section yet.</Text>
          ) : answer.days.length === 0 ? (
            <Text c="dimmed">{`No school days in ${formatMonthYear(answer.month)}.`}</Text>
          ) : (
            <>
              <MarkLegend />
              <MonthGrid answer={answer} />
              <Sf2Print answer={answer} schoolYear={year.data?.name ?? null} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
