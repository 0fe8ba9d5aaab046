import { Select, Stack, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { chosenOf, type Choices } from './choice';
import { GuardianAlertsPanel } from './guardian-alerts-panel';
import { MonthReport } from './month-report';
import { SectionExcuses } from './section-excuses';

export interface AdvisoryPanelProps {
  /** The sections the teacher advises. */
  choices: Choices;
  /** What of the chosen section shows: its month grid, or its excuses. */
  show: 'month' | 'excuses';
}

/**
 * 'Month' and 'Excuses' of the teacher's Attendance screen, for the sections they advise: the
 * section is chosen when there is more than one.
 */
export function AdvisoryPanel({ choices, show }: AdvisoryPanelProps) {
  const chosen = useAttendanceViewStore((state) => state.sectionID);
  const setSection = useAttendanceViewStore((state) => state.setSection);
  const sections = choices.list;
  if (!sections) {
    return <LoadState label="Loading your advisory classes" query={choices.load} failedText="Your advisory classes could not be loaded." />;
  }
  if (sections.length === 0) return <Text c="dimmed">You advise no section.</Text>;
  const sectionID = chosenOf(sections, chosen);
  return (
    <Stack gap="md">
      {sections.length > 1 && (
        <Select
          label="Advisory class"
          data={sections}
          value={sectionID}
          allowDeselect={false}
          onChange={(value) => value && setSection(value)}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      {show === 'month' ? (
        <MonthReport key={sectionID} sectionID={sectionID} />
      ) : (
        <>
          <SectionExcuses key={sectionID} sectionID={sectionID} />
          <GuardianAlertsPanel key={`alerts-${sectionID}`} sectionID={sectionID} />
        </>
      )}
    </Stack>
  );
}
