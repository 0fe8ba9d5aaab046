import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Assignment } from '../types';
import { formatMoment } from '../utils/times';
import { NO_WORK, workStage } from '../utils/work';
import { ClassworkFileLinks } from './classwork-file-links';
import { WorkStageBadge } from './work-stage-badge';

export interface ChildWorkProps {
  assignment: Assignment;
  /** The child's first name: 'Juan's work'. */
  childName: string;
  /** The browser's clock (ms): work not turned in is missing once past due. */
  now: number;
}

/**
 * A child's work on a piece, as their guardian reads it: where it stands (a badge), when it was
 * turned in and returned, the score and the teacher's comment once returned, and the child's
 * files (each a link) and answer when there are any.
 */
export function ChildWork({ assignment, childName, now }: ChildWorkProps) {
  const headingId = useId();
  const work = assignment.work ?? NO_WORK;
  const stage = workStage(work, assignment, now);
  const returned = work.status === 'returned';
  return (
    <>
      <Divider />
      <Stack role="group" aria-labelledby={headingId} gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={5} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {`${childName}'s work`}
          </Title>
          <WorkStageBadge stage={stage} />
        </Group>
        {work.status === 'assigned' && (
          <Text size="sm" c="dimmed">
            Not turned in yet.
          </Text>
        )}
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
            <Title order={6}>Comment from the teacher</Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{work.comment}</Text>
          </Stack>
        )}
        {work.files.length > 0 && <ClassworkFileLinks label={`${childName}'s files`} files={work.files} />}
        {work.answer !== '' && (
          <Stack gap={2}>
            <Title order={6}>{`${childName}'s answer`}</Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{work.answer}</Text>
          </Stack>
        )}
      </Stack>
    </>
  );
}
