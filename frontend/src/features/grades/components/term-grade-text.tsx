import { Text } from '@mantine/core';
import type { TermGrade } from '../types';

/** A student's term grade beside their row: "90 · Outstanding", its initial grade and what is still missing. */
export function TermGradeText({ grade }: { grade: TermGrade | null }) {
  if (!grade) {
    return (
      <Text size="sm" c="dimmed">
        No grade yet
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={700} c={grade.passed ? undefined : 'red.8'} span>
        {grade.quarterly}
      </Text>
      <Text size="sm" span>{` · ${grade.descriptor}`}</Text>
      <Text size="xs" c="dimmed">
        {`Initial ${grade.initial}${grade.pending > 0 ? ` · ${grade.pending} not yet scored` : ''}`}
      </Text>
    </div>
  );
}
