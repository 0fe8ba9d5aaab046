import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Assignment } from '../types';
import { NO_WORK, workStage } from '../utils/work';
import { WorkStageBadge } from './work-stage-badge';
import { WorkSummary } from './work-summary';

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
        <WorkSummary
          assignment={assignment}
          work={work}
          commentHeading="Comment from the teacher"
          filesLabel={`${childName}'s files`}
          answerHeading={`${childName}'s answer`}
        />
      </Stack>
    </>
  );
}
