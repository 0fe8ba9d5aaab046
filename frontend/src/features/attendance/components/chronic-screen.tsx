import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { useChronic } from '../api/get-chronic';
import { csvPath, reportPaths } from '../api/report-paths';
import type { ChronicAnswer } from '../types/reports';
import { termText } from '../utils/months';
import { TermSelect } from './term-select';

type ChronicStudent = ChronicAnswer['students'][number];

const COLUMNS: DataTableColumn<ChronicStudent>[] = [
  { key: 'student', header: 'Student', cell: (student) => student.full_name, sortValue: (student) => student.full_name },
  { key: 'level', header: 'Level', cell: (student) => student.level ?? '—', sortValue: (student) => student.level },
  { key: 'section', header: 'Section', cell: (student) => student.section ?? '—', sortValue: (student) => student.section },
  { key: 'absent', header: 'Absent', align: 'right', cell: (student) => student.absent, sortValue: (student) => student.absent },
  { key: 'excused', header: 'Excused', align: 'right', cell: (student) => student.excused, sortValue: (student) => student.excused },
  { key: 'missed', header: 'Missed', align: 'right', cell: (student) => student.missed, sortValue: (student) => student.missed },
  {
    key: 'percent',
    header: 'Missed (%)',
    align: 'right',
    cell: (student) => (
      <Text span inherit fw={700}>
        {`${student.percent.toFixed(1)}%`}
      </Text>
    ),
    sortValue: (student) => student.percent,
  },
];

/** The students at or over the threshold, highest share missed first until a heading sorts them otherwise. */
function ChronicTable({ answer }: { answer: ChronicAnswer }) {
  return (
    <DataTable
      label="Chronically absent students"
      columns={COLUMNS}
      rows={answer.students}
      rowKey={(student) => student._id}
      emptyText={`No student has missed ${answer.threshold}% of the school days or more.`}
      minWidth={640}
      striped
    />
  );
}

/**
 * 'Chronic absence' of the admin area: every current student who missed (absent or excused)
 * the threshold's share of the term's school days so far or more, highest first; as a CSV file too.
 */
export function ChronicScreen() {
  const [termID, setTermID] = useState<string | null>(null);
  const chronic = useChronic(termID);
  return (
    <ScreenSection title="Chronic absence">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TermSelect value={termID} onChange={setTermID} />
        <Button
          variant="light"
          component="a"
          href={csvPath(reportPaths.chronic(termID))}
          download
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
      {chronic.data ? (
        <Stack gap="sm">
          <Text c="dimmed">
            {`${termText(chronic.data.term)} · ${countOf(chronic.data.schoolDays, 'school day')} so far · threshold ${chronic.data.threshold}% of days missed`}
          </Text>
          <ChronicTable answer={chronic.data} />
          {chronic.data.students.length > 0 && (
            <Text size="sm" c="dimmed">
              Missed days are absent and excused days. The threshold is set in School year › Attendance settings.
            </Text>
          )}
        </Stack>
      ) : (
        <LoadState
          label="Loading chronic absence"
          query={chronic}
          failedText={chronic.error ? errorMessage(chronic.error) : 'The list could not be loaded.'}
        />
      )}
    </ScreenSection>
  );
}
