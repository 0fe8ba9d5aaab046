import { Anchor, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { Notification } from '../types';
import { relativeTime } from '../utils/relative-time';

export interface NotificationItemProps {
  notification: Notification;
  /** Marks it read; called when an unread one is chosen. */
  onRead: (id: string) => void;
  /** What a portal adds under it (a guardian's 'Seen' and reply under an alert). */
  actions?: ReactNode;
}

/** One notification: a dot and a bold title while unread, its text and how long ago it came. */
export function NotificationItem({ notification, onRead, actions }: NotificationItemProps) {
  const { _id, title, body, createdAt, read, link } = notification;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        w="100%"
        px="md"
        py="sm"
        bg={read ? undefined : 'var(--mantine-color-blue-light)'}
        aria-disabled={read || undefined}
        onClick={() => {
          if (!read) onRead(_id);
        }}
        style={{ display: 'block' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box
            mt={6}
            w={8}
            h={8}
            bg={read ? 'transparent' : 'blue.6'}
            style={{ borderRadius: '50%', flexShrink: 0 }}
            aria-hidden
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {!read && <VisuallyHidden>Unread: </VisuallyHidden>}
            <Text fw={read ? 500 : 700} size="sm">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {body}
            </Text>
            <Text component="time" dateTime={createdAt} size="xs" c="dimmed" title={formatDateTime(createdAt)}>
              {relativeTime(createdAt)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {link && (
        <Anchor href={link} size="xs" px="md" pb="xs" display="block" ml={20}>
          Open
        </Anchor>
      )}
      {actions}
    </Box>
  );
}
