import { ActionIcon, Badge, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useUnreadNotifications } from '../api/get-notifications';
import { useNotificationsLive } from '../hooks/use-notifications-live';
import { NotificationList, type NotificationActions } from './notification-list';

/** "Notifications", or "Notifications, 3 unread": the bell's name as screen readers say it. */
function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

export interface NotificationBellProps {
  /** What a portal adds under a notification of its own (a guardian's 'Seen' and reply). */
  actions?: NotificationActions;
}

/**
 * The top bar's bell: the unread count on it, and the list in a panel it opens (Escape or a
 * click outside closes it, and focus returns to the bell). Pushed notifications update both
 * while the portal is open.
 */
export function NotificationBell({ actions }: NotificationBellProps) {
  useNotificationsLive();
  const unread = useUnreadNotifications();
  const [opened, setOpened] = useState(false);
  const heading = useId();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={bellLabel(unread)}
          onClick={() => setOpened((open) => !open)}
          style={{ position: 'relative', overflow: 'visible', flexShrink: 0 }}
        >
          <IconBell size={22} stroke={1.6} />
          {unread > 0 && (
            <Badge
              color="red"
              size="xs"
              circle={unread < 10}
              aria-hidden
              style={{ position: 'absolute', top: -2, right: -4, pointerEvents: 'none' }}
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </ActionIcon>
      </Popover.Target>
      {/* Named by its heading, not by the bell (whose name carries the count). */}
      <Popover.Dropdown p={0} aria-labelledby={heading} style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <NotificationList headingId={heading} actions={actions} />
      </Popover.Dropdown>
    </Popover>
  );
}
