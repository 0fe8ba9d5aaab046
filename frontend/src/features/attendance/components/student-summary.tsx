import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage } from '@/lib/api-error';
import { formatWrittenDate } from '@/lib/dates';
import { useStudentSummary } from '../api/get-student-summary';
import type { AttendanceEvent, StudentSummaryAnswer } from '../types/reports';
import { termText } from '../utils/months';
import { ATTENDANCE_TEXTS, codeLabel } from '../utils/texts';

/**
 * Each code's badge colour; the badge's word says the code too. Orange text on its light tint is
 * too faint to read (3.2:1), so a late arrival's word takes the text's own colour (dark, or light
 * in the dark theme).
 */
const BADGE_COLORS = { late: 'orange', absent: 'red', excused: 'violet' } as const;
const BADGE_TEXT = { late: 'bright', absent: undefined, excused: undefined } as const;

/** "Late (10 min)", "Absent", "Excused". */
function markText(event: AttendanceEvent): string {
  return event.code === 'late' && event.minutesLate ? `Late (${event.minutesLate} min)` : codeLabel(event.code);
}

/** "Mathematics, 07:30 AM" or "Daily register". */
function registerText(event: AttendanceEvent): string {
  if (event.kind === 'daily' || !event.subject) return ATTENDANCE_TEXTS.daily;
  return event.startTime ? `${event.subject}, ${event.startTime}` : event.subject;
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The figures of the term and every absence, late arrival and excused day, latest first. */
function Summary({ summary }: { summary: StudentSummaryAnswer }) {
  return (
    <Stack gap="md">
      <Text c="dimmed">{termText(summary.term)}</Text>
      <Text fw={700} size="xl">
        {summary.percentPresent === null
          ? 'No attendance recorded yet this term.'
          : `${summary.percentPresent.toFixed(1)}% present`}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        <Figure label="School days so far" value={summary.schoolDays} />
        <Figure label="Days recorded" value={summary.daysRecorded} />
        <Figure label="Present" value={summary.present} />
        <Figure label="Late" value={summary.late} />
        <Figure label="Absent" value={summary.absent} />
        <Figure label="Excused" value={summary.excused} />
      </SimpleGrid>
      <Title order={3}>Absences, late arrivals and excused days</Title>
      {summary.events.length === 0 ? (
        <Text c="dimmed">No absences, late arrivals or excused days this term.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Absences, late arrivals and excused days">
          {summary.events.map((event, index) => (
            <Paper component="li" withBorder radius="md" p="sm" key={`${event.date}-${event.kind}-${event.startTime ?? ''}-${index}`}>
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{formatWrittenDate(event.date)}</Text>
                  <Text size="sm" c="dimmed">
                    {registerText(event)}
                  </Text>
                  {event.note && <Text size="sm">{`Note: ${event.note}`}</Text>}
                </Stack>
                <Badge color={BADGE_COLORS[event.code]} c={BADGE_TEXT[event.code]} variant="light" size="lg" radius="sm">
                  {markText(event)}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface StudentSummaryViewProps {
  studentID: string;
  /** A term of the current year; null for the current term. */
  termID?: string | null;
}

/** A student's attendance this term: what the student sees on their own Attendance screen. */
export function StudentSummaryView({ studentID, termID = null }: StudentSummaryViewProps) {
  const summary = useStudentSummary(studentID, termID);
  if (summary.data) return <Summary summary={summary.data} />;
  return (
    <LoadState
      label="Loading attendance"
      query={summary}
      failedText={summary.error ? errorMessage(summary.error) : 'The attendance could not be loaded.'}
    />
  );
}
