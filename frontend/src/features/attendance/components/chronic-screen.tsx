import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { useChronic } from '../api/get-chronic';
import { csvPath, reportPaths } from '../api/report-paths';
import type { ChronicAnswer } from '../types/reports';
import { termText } from '../utils/months';
import { TermSelect } from './term-select';

/** The students at or over the threshold, highest share missed first. */
function ChronicTable({ answer }: { answer: ChronicAnswer }) {
  if (answer.students.length === 0) {
    return <Text>{`No student has missed ${answer.threshold}% of the school days or more.`}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped aria-label="Chronically absent students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th ta="right">Absent</Table.Th>
            <Table.Th ta="right">Excused</Table.Th>
            <Table.Th ta="right">Missed</Table.Th>
            <Table.Th ta="right">Missed (%)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.students.map((student) => (
            <Table.Tr key={student._id}>
              <Table.Td>{student.full_name}</Table.Td>
              <Table.Td>{student.level ?? '—'}</Table.Td>
              <Table.Td>{student.section ?? '—'}</Table.Td>
              <Table.Td ta="right">{student.absent}</Table.Td>
              <Table.Td ta="right">{student.excused}</Table.Td>
              <Table.Td ta="right">{student.missed}</Table.Td>
              <Table.Td ta="right" fw={700}>{`${student.percent.toFixed(1)}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
