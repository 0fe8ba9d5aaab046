import { Text } from '@mantine/core';
import { useState } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { SectionPicker } from '@/components/ui/section-picker';
import { MonthReport } from './month-report';

/** 'Section attendance' of the admin area: any section's month grid, printable as School Form 2. */
export function SectionAttendanceScreen() {
  const [sectionID, setSectionID] = useState<string | null>(null);
  return (
    <ScreenSection title="Section attendance">
      <SectionPicker value={sectionID} onChange={setSectionID} />
      {sectionID === null ? (
        <Text c="dimmed">Choose a section to see its attendance month by month.</Text>
      ) : (
        <MonthReport key={sectionID} sectionID={sectionID} />
      )}
    </ScreenSection>
  );
}
