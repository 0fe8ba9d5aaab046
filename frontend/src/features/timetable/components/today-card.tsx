import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatWrittenDate, localIsoDate } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { useToday } from '../api/get-today';
import type { LessonDetail } from '../utils/lesson-text';
import { TodayLessons, type LessonAction } from './today-lessons';

/** How `TodayCard` names each lesson besides its subject, and what it offers on each. */
export interface TodayCardProps {
  /** What each lesson names besides its subject: a student's teachers, a teacher's sections. */
  detail: LessonDetail;
  /** Shown under each lesson, e.g. a teacher's 'Take register' (put together by the portal's menu). */
  lessonAction?: LessonAction;
}

/**
 * 'Today' on a portal's Home: the date, then the day's lessons by the browser's own date and
 * clock, the one happening now marked. It fails quietly, leaving the news below it alone.
 */
export function TodayCard({ detail, lessonAction }: TodayCardProps) {
  const headingId = useId();
  const now = useNow();
  const date = localIsoDate(now);
  const today = useToday(date);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            Today
          </Title>
          <Text c="dimmed">{formatWrittenDate(today.data?.date ?? date)}</Text>
        </div>
        {today.data ? (
          <TodayLessons today={today.data} now={now} detail={detail} lessonAction={lessonAction} />
        ) : today.isError ? (
          <Text size="sm" c="dimmed">
            Today&apos;s lessons could not be loaded.
          </Text>
        ) : (
          <Stack gap="xs" role="status" aria-label="Loading today's lessons">
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="55%" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
