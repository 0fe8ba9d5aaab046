import { Text, type TitleOrder } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Week } from '@/types/api';
import type { LessonDetail } from '../utils/lesson-text';
import { WeekGrid } from './week-grid';
import { WeekList } from './week-list';

/** Where a phone's screen ends (Mantine's `sm`), below which the week reads as a list of days. */
const PHONE_QUERY = '(max-width: 48em)';

/** The week `WeekTimetable` shows, and how its lessons are named. */
export interface WeekTimetableProps {
  week: Week;
  /** What each lesson names besides its subject: its teacher (a section's week) or its section (a teacher's). */
  detail: LessonDetail;
  /** Level of the phone list's day headings; 3 under a screen's heading. */
  dayHeadingOrder?: TitleOrder;
}

/** A week's lessons: a grid of days by times, a day-by-day list on a phone, or "No lessons yet." */
export function WeekTimetable({ week, detail, dayHeadingOrder = 3 }: WeekTimetableProps) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  if (week.lessons.length === 0) return <Text c="dimmed">No lessons yet.</Text>;
  return phone ? (
    <WeekList week={week} detail={detail} dayHeadingOrder={dayHeadingOrder} />
  ) : (
    <WeekGrid week={week} detail={detail} />
  );
}
