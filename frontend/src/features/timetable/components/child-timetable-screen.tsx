import { Box } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useChildTimetable } from '../api/get-child-timetable';
import { hasLessons } from '../utils/has-lessons';
import { PrintTimetableButton } from './print-timetable-button';
import classes from './timetable.module.css';
import { TimetableWeeks } from './timetable-weeks';

export interface ChildTimetableScreenProps {
  /** The guardian's chosen child. */
  studentID: string;
  /** The screen's heading ('Timetable'). */
  title: string;
}

/** 'Timetable' of the guardian portal: the chosen child's week, each lesson with its teacher, printable. */
export function ChildTimetableScreen({ studentID, title }: ChildTimetableScreenProps) {
  const timetable = useChildTimetable(studentID);
  return (
    <Box className={classes.printArea}>
      <ScreenSection title={title} actions={hasLessons(timetable.data) && <PrintTimetableButton />}>
        {timetable.data ? (
          <TimetableWeeks answer={timetable.data} detail="teacher" />
        ) : (
          <LoadState label="Loading timetable" query={timetable} failedText="The timetable could not be loaded." />
        )}
      </ScreenSection>
    </Box>
  );
}
