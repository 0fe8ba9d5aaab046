import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/dates';
import type { Me, Message, Person } from '../types';
import classes from './messaging.module.css';
import { PersonAvatar } from './person-avatar';

export interface MessageBubbleProps {
  message: Message;
  me: Me;
  partner: Person;
  /** Arrived live in the open conversation: shake once. */
  shake: boolean;
}

/** One message: the writer's avatar, the text and the time; the user's own on the right. */
export function MessageBubble({ message, me, partner, shake }: MessageBubbleProps) {
  const mine = message.senderId === me._id;
  const writer = mine ? me : partner;
  return (
    <Group
      component="li"
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      justify={mine ? 'flex-end' : 'flex-start'}
      className={shake ? classes.shake : undefined}
      aria-label={`${writer.full_name}: ${message.message}`}
    >
      {!mine && <PersonAvatar person={writer} size="sm" />}
      <Stack gap={2} maw="75%" align={mine ? 'flex-end' : 'flex-start'}>
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
          c={mine ? 'white' : undefined}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
        </Paper>
        <Text component="time" dateTime={message.createdAt} size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Stack>
      {mine && <PersonAvatar person={writer} size="sm" />}
    </Group>
  );
}
