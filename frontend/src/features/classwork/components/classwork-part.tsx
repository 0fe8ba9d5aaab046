import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Assignment } from '../types';
import { ClassworkCard } from './classwork-card';

/** The parts a student's classwork comes in, as the server lists them. */
export type ClassworkPartName = 'todo' | 'missing' | 'done';

/** Each part's heading, and what it says when it holds nothing. */
const PARTS: Record<ClassworkPartName, { heading: string; emptyText: string }> = {
  todo: { heading: 'To do', emptyText: 'Nothing to do.' },
  missing: { heading: 'Missing', emptyText: 'Nothing missing.' },
  done: { heading: 'Done', emptyText: 'Nothing turned in yet.' },
};

export interface ClassworkPartProps {
  part: ClassworkPartName;
  classwork: readonly Assignment[];
  /** Whether each piece's own files are linked (see `ClassworkCard`). */
  withFiles?: boolean;
  /** Below each piece: the work on it. */
  workOn: (assignment: Assignment) => ReactNode;
}

/**
 * A part of a student's classwork ('To do', 'Missing', 'Done') under its heading: a card for each
 * piece with the work on it, or what the part says when it holds nothing. Missing pieces show
 * their due time in red.
 */
export function ClassworkPart({ part, classwork, withFiles = true, workOn }: ClassworkPartProps) {
  const headingId = useId();
  const { heading, emptyText } = PARTS[part];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        {heading}
      </Title>
      {classwork.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        classwork.map((assignment) => (
          <ClassworkCard key={assignment._id} assignment={assignment} missing={part === 'missing'} withFiles={withFiles}>
            {workOn(assignment)}
          </ClassworkCard>
        ))
      )}
    </Stack>
  );
}
