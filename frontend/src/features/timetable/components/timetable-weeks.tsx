import { Stack, Title } from '@mantine/core';
import type { TimetableAnswer } from '@/types/api';
import type { LessonDetail } from '../utils/lesson-text';
import classes from './timetable.module.css';
import { WeekTimetable } from './week-timetable';

/** The weeks `TimetableWeeks` lays out, one after the other. */
export interface TimetableWeeksProps {
  answer: TimetableAnswer;
  /** What the first week's lessons name besides their subject: a teacher's week names sections. */
  detail: LessonDetail;
}

/** A week, then each advisory class's week under "Advisory class: Grade 7 - Rizal"; each prints on a page. */
export function TimetableWeeks({ answer, detail }: TimetableWeeksProps) {
  return (
    <Stack gap="xl">
      <div className={classes.week}>
        <WeekTimetable week={answer.week} detail={detail} />
      </div>
      {answer.advisory.map((week, index) => (
        <Stack key={`${index}-${week.title}`} gap="sm" className={classes.week}>
          <Title order={3} size="h4">{`Advisory class: ${week.title}`}</Title>
          <WeekTimetable week={week} detail="teacher" dayHeadingOrder={4} />
        </Stack>
      ))}
    </Stack>
  );
}
