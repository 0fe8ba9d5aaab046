import { Text } from '@mantine/core';
import { ScreenSection } from '@/components/ui/screen-section';
import { StudentSummaryView } from './student-summary';

export interface MyAttendanceScreenProps {
  /** The signed-in student's id. */
  studentID: string;
  /** The screen's heading ('Attendance'). */
  title: string;
}

/** 'Attendance' of the student portal: this term's share of days present, the counts, and each absence, late arrival and excused day. */
export function MyAttendanceScreen({ studentID, title }: MyAttendanceScreenProps) {
  return (
    <ScreenSection title={title}>
      <Text c="dimmed" mt={-12}>
        What your registers say this term. Ask your adviser if something looks wrong.
      </Text>
      <StudentSummaryView studentID={studentID} />
    </ScreenSection>
  );
}
