import { Group, Stack, Text, Title } from '@mantine/core';
import type { Assignment, Work } from '../types';
import { formatMoment } from '../utils/times';
import { ClassworkFileLinks } from './classwork-file-links';

export interface WorkSummaryProps {
  assignment: Assignment;
  work: Work;
  /** Above the teacher's comment: 'Comment from your teacher' to the student, 'Comment from the teacher' to a guardian. */
  commentHeading: string;
  /** The files' list: 'Your files', 'Juan's files'. */
  filesLabel: string;
  /** Above the written answer: 'Your answer', 'Juan's answer'. */
  answerHeading: string;
}

/**
 * Work as it was handed in, read only: when it was turned in and returned, the score and the
 * teacher's comment once returned, and its files (each a link) and answer when there are any.
 */
export function WorkSummary({ assignment, work, commentHeading, filesLabel, answerHeading }: WorkSummaryProps) {
  const returned = work.status === 'returned';
  return (
    <>
      {work.turnedInAt && <Text size="sm">{`Turned in ${formatMoment(work.turnedInAt)}`}</Text>}
      {returned && work.returnedAt && <Text size="sm">{`Returned ${formatMoment(work.returnedAt)}`}</Text>}
      {returned && work.score !== null && (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            Score
          </Text>
          <Text fw={700}>{`${work.score} / ${assignment.points}`}</Text>
        </Group>
      )}
      {returned && work.comment && (
        <Stack gap={2}>
          <Title order={6}>{commentHeading}</Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{work.comment}</Text>
        </Stack>
      )}
      {work.files.length > 0 && <ClassworkFileLinks label={filesLabel} files={work.files} />}
      {work.answer !== '' && (
        <Stack gap={2}>
          <Title order={6}>{answerHeading}</Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{work.answer}</Text>
        </Stack>
      )}
    </>
  );
}
