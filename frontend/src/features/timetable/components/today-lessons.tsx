import { Badge, Box, Group, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Lesson, TodayAnswer } from '@/types/api';
import { localIsoDate } from '@/lib/dates';
import { minutesOfDay } from '../utils/dates';
import { lessonDetail, timeRange, type LessonDetail } from '../utils/lesson-text';

/** What a portal shows under a lesson of the day (`date`, `YYYY-MM-DD`); null for nothing. */
export type LessonAction = (lesson: Lesson, date: string) => ReactNode;

/** The day `TodayLessons` lists, and the clock that marks its current lesson. */
export interface TodayLessonsProps {
  today: TodayAnswer;
  /** The browser's clock, to mark the lesson happening now. */
  now: Date;
  detail: LessonDetail;
  /** Shown under each lesson's detail, when given. */
  lessonAction?: LessonAction;
}

/** The day's lessons in order, the one happening now marked 'Now'; or why there are none. */
export function TodayLessons({ today, now, detail, lessonAction }: TodayLessonsProps) {
  if (today.noSchoolDay) return <Text>{`No classes today: ${today.noSchoolDay}.`}</Text>;
  if (!today.schoolDay || today.lessons.length === 0) return <Text>No classes today.</Text>;

  const minute = today.date === localIsoDate(now) ? minutesOfDay(now) : null;
  return (
    <List listStyleType="none" spacing="xs" aria-label="Today's lessons">
      {today.lessons.map((lesson) => {
        const current = minute !== null && lesson.start <= minute && minute < lesson.end;
        return (
          <List.Item key={`${lesson.subjectID}-${lesson.start}`} aria-current={current ? 'true' : undefined}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Text size="sm" w="9.5rem" style={{ flexShrink: 0 }} c={current ? undefined : 'dimmed'}>
                {timeRange(lesson)}
              </Text>
              <div>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {lesson.subject}
                  </Text>
                  {current && (
                    <Badge size="sm" variant="filled">
                      Now
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {lessonDetail(lesson, detail)}
                </Text>
                {lessonAction && <Box mt={4}>{lessonAction(lesson, today.date)}</Box>}
              </div>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
