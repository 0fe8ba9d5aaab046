import { Text } from '@mantine/core';
import { ScreenSection } from '@/components/ui/screen-section';
import { StudentSummaryView } from './student-summary';

export interface MyAttendanceScreenProps {
  /** The signed-in student's id. */
  studentID: string;
  /** The screen's heading ('Attendance'). */
  title: string;
  /** The line under the heading; the student's own by default. */
  intro?: string;
}

/** The line under a student's own Attendance heading. */
export const OWN_ATTENDANCE_INTRO = 'What your registers say this term. Ask your adviser if something looks wrong.';

/** 'Attendance' of the student portal (and of the guardian portal, for the chosen child): this term's share of days present, the counts, and each absence, late arrival and excused day. */
export function MyAttendanceScreen({ studentID, title, intro = OWN_ATTENDANCE_INTRO }: MyAttendanceScreenProps) {
  return (
    <ScreenSection title={title}>
      <Text c="dimmed" mt={-12}>
        {intro}
      </Text>
      <StudentSummaryView studentID={studentID} />
    </ScreenSection>
  );
}
