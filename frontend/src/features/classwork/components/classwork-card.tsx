import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { RichTextHtml } from '@/components/ui/rich-text';
import type { Assignment } from '../types';
import { pointsText } from '../utils/labels';
import { ClassworkFileLinks } from './classwork-file-links';
import { dueText } from '../utils/times';

export interface ClassworkCardProps {
  assignment: Assignment;
  /** Past its due time: the due time shows in red. */
  missing?: boolean;
  /** Whether the piece's own files are linked: not for a guardian, whom the server does not let open them. */
  withFiles?: boolean;
  /** Below the piece: the student's work on it. */
  children?: ReactNode;
}

/**
 * One piece of a student's classwork: title, subject, due time, points, the instructions and its
 * files (unless `withFiles` is false), then what is given below them (the student's work).
 */
export function ClassworkCard({ assignment, missing = false, withFiles = true, children }: ClassworkCardProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={4} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {assignment.title}
            </Title>
            <Text size="sm" c="dimmed">
              {assignment.subject}
            </Text>
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {pointsText(assignment.points)}
          </Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text component="time" dateTime={assignment.dueAt} size="sm" fw={500} c={missing ? 'red' : undefined}>
            {dueText(assignment.dueAt)}
          </Text>
          {assignment.lateAccepted && (
            <Badge variant="light" color="gray" radius="sm">
              Late work accepted
            </Badge>
          )}
        </Group>
        <RichTextHtml html={assignment.instructions} style={{ overflowWrap: 'anywhere' }} />
        {withFiles && assignment.files.length > 0 && <ClassworkFileLinks files={assignment.files} />}
        {children}
      </Stack>
    </Card>
  );
}
