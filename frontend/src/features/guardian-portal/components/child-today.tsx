import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatWrittenDate } from '@/lib/dates';
import type { ChildHome } from '../types';

/** Said when the child has no lessons on the day. */
export const NO_LESSONS_TODAY = 'No lessons today.';

/** 'Today' of the chosen child: the day's lessons in order, each with its time and teacher, or why there are none. */
export function ChildToday({ today }: { today: ChildHome['today'] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            Today
          </Title>
          <Text c="dimmed">{formatWrittenDate(today.date)}</Text>
        </div>
        {!today.schoolDay ? (
          <Text c="dimmed">{today.noSchoolDay ? `No school today: ${today.noSchoolDay}.` : 'No school today.'}</Text>
        ) : today.lessons.length === 0 ? (
          <Text c="dimmed">{NO_LESSONS_TODAY}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" aria-label="Today's lessons">
            {today.lessons.map((lesson) => (
              <List.Item key={`${lesson.subjectID}-${lesson.start}`}>
                <Text fw={600} component="span">
                  {lesson.startTime} – {lesson.endTime}
                </Text>{' '}
                <Text component="span">{lesson.subject}</Text>
                {lesson.teacher ? (
                  <Text component="span" c="dimmed">
                    {' '}
                    · {lesson.teacher}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
