import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { SectionPicker } from '@/components/ui/section-picker';
import { StudentPicker } from '@/components/ui/student-picker';
import type { Student } from '@/types/api';
import { ExcusesReport } from './excuses-report';
import { SectionExcuses } from './section-excuses';

type Whose = 'section' | 'student';

const WHOSE = [
  { value: 'section', label: 'A section' },
  { value: 'student', label: 'A student' },
];

/**
 * 'Excuses' of the admin area: the excuses on file of a section or of a student, recording one
 * and deleting one.
 */
export function AdminExcusesScreen() {
  const [whose, setWhose] = useState<Whose>('section');
  const [sectionID, setSectionID] = useState<string | null>(null);
  const [student, setStudent] = useState<Student | null>(null);

  return (
    <ScreenSection title="Excuses">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Excuses of"
          data={WHOSE}
          value={whose}
          onChange={(value) => setWhose(value as Whose)}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        {whose === 'section' ? (
          <SectionPicker value={sectionID} onChange={setSectionID} />
        ) : (
          <StudentPicker value={student} onChange={setStudent} />
        )}
      </Stack>
      {whose === 'section' ? (
        sectionID === null ? (
          <Text c="dimmed">Choose a section to see its excuses.</Text>
        ) : (
          <SectionExcuses key={sectionID} sectionID={sectionID} />
        )
      ) : (
        student && (
          <ExcusesReport
            key={student._id}
            filter={{ kind: 'student', id: student._id }}
            students={{ value: student._id, label: student.full_name }}
          />
        )
      )}
    </ScreenSection>
  );
}
