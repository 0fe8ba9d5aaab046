import { Box, Stack } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useTimetable } from '../api/get-timetable';
import { hasLessons } from '../utils/has-lessons';
import { CalendarSubscription } from './calendar-subscription';
import { PrintTimetableButton } from './print-timetable-button';
import classes from './timetable.module.css';
import { TimetableWeeks } from './timetable-weeks';

/** Who looks at `TimetableScreen`, and its heading. */
export interface TimetableScreenProps {
  /** Who is signed in: a student's lessons name their teachers, a teacher's their sections. */
  viewer: 'student' | 'teacher';
  /** The screen's heading ('Timetable'). */
  title: string;
}

/**
 * 'Timetable' of the student and teacher portals: the week's lessons (a teacher's advisory
 * classes' weeks after their own), printable, and the calendar subscription below.
 */
export function TimetableScreen({ viewer, title }: TimetableScreenProps) {
  const timetable = useTimetable();
  return (
    <Box className={classes.printArea}>
      <ScreenSection title={title} actions={hasLessons(timetable.data) && <PrintTimetableButton />}>
        <Stack gap="xl">
          {timetable.data ? (
            <TimetableWeeks answer={timetable.data} detail={viewer === 'teacher' ? 'section' : 'teacher'} />
          ) : (
            <LoadState label="Loading timetable" query={timetable} failedText="The timetable could not be loaded." />
          )}
          <div className={classes.noPrint}>
            <CalendarSubscription />
          </div>
        </Stack>
      </ScreenSection>
    </Box>
  );
}
