import { Text } from '@mantine/core';
import type { Lesson } from '@/types/api';
import { lessonDetail, timeRange, type LessonDetail } from '../utils/lesson-text';

/** What `LessonLines` shows of a lesson. */
export interface LessonLinesProps {
  lesson: Lesson;
  /** What the lesson names besides its subject: its teacher or its section. */
  detail: LessonDetail;
  /** Also say when it is, where no row or list item says it already. */
  withTime?: boolean;
}

/** A lesson in a few words: its subject, then its teacher or section (and its time when asked). */
export function LessonLines({ lesson, detail, withTime = false }: LessonLinesProps) {
  return (
    <>
      {withTime && <Text size="xs">{timeRange(lesson)}</Text>}
      <Text size="sm" fw={600}>
        {lesson.subject}
      </Text>
      <Text size="xs" c="dimmed">
        {lessonDetail(lesson, detail)}
      </Text>
    </>
  );
}
