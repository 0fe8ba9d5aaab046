import { Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import type { Notification } from '../types';
import { NotificationItem } from './notification-item';

/** What a portal adds under a notification of its own (none by default). */
export type NotificationActions = (notification: Notification) => ReactNode;

/**
 * The signed-in person's notifications, latest first: 'Mark all as read' on top, older pages on
 * demand, a spinner while the first page loads and 'No notifications yet.' when there is none.
 */
export function NotificationList({ headingId, actions }: { headingId?: string; actions?: NotificationActions }) {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notifications);
  const unread = pages[0]?.unread ?? 0;

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          Notifications
        </Title>
        {/* Looks disabled with nothing unread but keeps focus (a disabled button drops it, and
            Escape would no longer reach the panel). */}
        <Button
          variant="subtle"
          size="compact-sm"
          data-disabled={unread === 0 || undefined}
          aria-disabled={unread === 0}
          onClick={() => {
            if (unread > 0) markRead.mutate({ all: true });
          }}
        >
          Mark all as read
        </Button>
      </Group>
      <Divider />
      {!query.data ? (
        <LoadState label="Loading notifications" query={query} failedText="The notifications could not be loaded." size="sm" />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" size="sm">
          No notifications yet.
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <Stack component="ul" gap={0} m={0} p={0} aria-label="Your notifications">
            {items.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                onRead={(id) => markRead.mutate({ id })}
                actions={actions?.(notification)}
              />
            ))}
          </Stack>
          {query.hasNextPage && (
            <Group justify="center" py="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Show older
              </Button>
            </Group>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
