import { List, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import type { Week } from '@/types/api';
import { timeRange, type LessonDetail } from '../utils/lesson-text';
import { daysOfWeek } from '../utils/week-layout';
import { LessonLines } from './lesson-lines';

/** The week `WeekList` reads out day by day. */
export interface WeekListProps {
  week: Week;
  detail: LessonDetail;
  /** Level of the day headings, one below the heading the week sits under. */
  dayHeadingOrder: TitleOrder;
}

/** A week for a phone's narrow screen: each day that has lessons under its heading, its lessons in order. */
export function WeekList({ week, detail, dayHeadingOrder }: WeekListProps) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Text id={titleId} size="sm" c="dimmed">{`Timetable: ${week.title}`}</Text>
      {daysOfWeek(week.lessons).map(({ day, lessons }) => (
        <Paper key={day} withBorder radius="md" p="sm">
          <Title order={dayHeadingOrder} size="h5" mb="xs">
            {day}
          </Title>
          <List listStyleType="none" spacing="sm">
            {lessons.map((lesson) => (
              <List.Item key={`${lesson.subjectID}-${lesson.start}`}>
                <Text size="xs">{timeRange(lesson)}</Text>
                <LessonLines lesson={lesson} detail={detail} />
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
