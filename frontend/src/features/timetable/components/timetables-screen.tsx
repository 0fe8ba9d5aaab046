import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useAdminTimetable } from '../api/get-admin-timetable';
import type { TimetableKind } from '../api/query-keys';
import { hasLessons } from '../utils/has-lessons';
import { PrintTimetableButton } from './print-timetable-button';
import { SectionPicker } from '@/components/ui/section-picker';
import { TeacherPicker } from './teacher-picker';
import classes from './timetable.module.css';
import { TimetableWeeks } from './timetable-weeks';

const KINDS = [
  { value: 'section', label: 'Section' },
  { value: 'teacher', label: 'Teacher' },
];

/**
 * 'Timetables' of the admin area: the week of a section, or of a teacher (with their advisory
 * classes' weeks), chosen by name, and printable. Each kind keeps its own choice.
 */
export function TimetablesScreen() {
  const [kind, setKind] = useState<TimetableKind>('section');
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const id = kind === 'section' ? sectionId : teacherId;
  const timetable = useAdminTimetable(kind, id);

  return (
    <Box className={classes.printArea}>
      <ScreenSection title="Timetables" actions={id !== null && hasLessons(timetable.data) && <PrintTimetableButton />}>
        <Group align="flex-end" gap="md" wrap="wrap" className={classes.noPrint}>
          <SegmentedControl
            aria-label="Whose week"
            data={KINDS}
            value={kind}
            onChange={(value) => setKind(value as TimetableKind)}
          />
          {kind === 'section' ? (
            <SectionPicker value={sectionId} onChange={setSectionId} />
          ) : (
            <TeacherPicker value={teacherId} onChange={setTeacherId} />
          )}
        </Group>
        <Stack gap="xl">
          {id === null ? (
            <Text c="dimmed">Choose a section or a teacher to see its week.</Text>
          ) : timetable.data ? (
            <TimetableWeeks answer={timetable.data} detail={kind === 'teacher' ? 'section' : 'teacher'} />
          ) : (
            <LoadState label="Loading timetable" query={timetable} failedText="The timetable could not be loaded." />
          )}
        </Stack>
      </ScreenSection>
    </Box>
  );
}
