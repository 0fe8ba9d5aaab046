import { List, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { formatShortDate } from '@/lib/dates';
import { useEnrolments } from '../api/get-enrolments';
import type { Enrolment } from '../types';

/** "Grade 7 - Rizal", or "No section" once taken out of one (or its section was deleted). */
function placeOf({ level, section }: Enrolment): string {
  if (!section) return 'No section';
  return level ? `${level} - ${section}` : section;
}

/**
 * Where the enrolment stands, with what a transfer or drop-out recorded: "Transferred out
 * 9/1/2026 to St. Paul School", "Transferred in from Rizal Elementary (average 88.5)",
 * "Dropped 9/1/2026 (b.1)"; just the status ('Enrolled', 'Promoted', …) otherwise.
 */
function standingOf({ status, statusLabel, statusOn, otherSchool, dropReason, previousAverage }: Enrolment): string {
  const on = statusOn ? ` ${formatShortDate(statusOn)}` : '';
  switch (status) {
    case 'transferred_out':
      return `${statusLabel}${on}${otherSchool ? ` to ${otherSchool}` : ''}`;
    case 'transferred_in':
      return `${statusLabel}${otherSchool ? ` from ${otherSchool}` : ''}${previousAverage !== null ? ` (average ${previousAverage})` : ''}`;
    case 'dropped':
      return `${statusLabel}${on}${dropReason ? ` (${dropReason})` : ''}`;
    default:
      return statusLabel;
  }
}

/**
 * The student's enrolments, one line per school year, earliest first: the year, the level and
 * section, where it stands ('Enrolled', 'Promoted', 'Transferred out 9/1/2026 to …') and the
 * day enrolled.
 */
export function EnrolmentHistory({ studentID }: { studentID: string }) {
  const enrolments = useEnrolments(studentID);
  if (!enrolments.data) {
    return (
      <LoadState
        label="Loading enrolment history"
        query={enrolments}
        failedText="The enrolment history could not be loaded."
        size="sm"
      />
    );
  }
  if (enrolments.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No enrolment yet.
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing={4} aria-label="Enrolment history">
      {enrolments.data.map((enrolment) => (
        <List.Item key={enrolment.schoolYearID}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              {enrolment.schoolYear}
            </Text>
            {` · ${placeOf(enrolment)} · ${standingOf(enrolment)} · enrolled ${formatShortDate(enrolment.enrolledOn)}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
