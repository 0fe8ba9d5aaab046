import { Group } from '@mantine/core';
import { useState } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { StudentPicker } from '@/components/ui/student-picker';
import type { Student } from '@/types/api';
import { StudentSummaryView } from './student-summary';
import { TermSelect } from './term-select';

/**
 * 'Student attendance' of the admin area: a student found by name or email, and their
 * attendance as they see it themselves, for the current term or another of the year.
 */
export function StudentAttendanceScreen() {
  const [student, setStudent] = useState<Student | null>(null);
  const [termID, setTermID] = useState<string | null>(null);
  return (
    <ScreenSection title="Student attendance">
      <StudentPicker value={student} onChange={setStudent} />
      {student && (
        <>
          <Group>
            <TermSelect value={termID} onChange={setTermID} />
          </Group>
          <StudentSummaryView key={`${student._id}-${termID}`} studentID={student._id} termID={termID} />
        </>
      )}
    </ScreenSection>
  );
}
