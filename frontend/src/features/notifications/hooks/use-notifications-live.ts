import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '@/lib/live-socket';
import { TOAST_DURATION } from '@/lib/notify';
import { asNotification, withPushed, type NotificationPages } from '../api/get-notifications';
import { notificationKeys } from '../api/query-keys';

/** A pushed notification: first in the list, counted on the bell, and shown as a toast. */
export function receiveNotification(queryClient: QueryClient, pushed: unknown): void {
  const notification = asNotification(pushed);
  if (!notification) return;
  const listed = queryClient.getQueryData<NotificationPages>(notificationKeys.list());
  if (listed) {
    const updated = withPushed(listed, notification);
    // Already listed (read again after a reconnect): told once is enough.
    if (updated === listed) return;
    queryClient.setQueryData<NotificationPages>(notificationKeys.list(), updated);
  } else {
    // Not loaded yet: loading it brings this one along.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }
  toasts.show({
    title: notification.title,
    message: notification.body,
    autoClose: TOAST_DURATION.info,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

/**
 * Follows the signed-in person's notifications on the live channel while mounted: each pushed
 * one is added at once, and after a reconnect (which may have missed some) the list is read
 * again.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'notification') receiveNotification(queryClient, event.data);
        else if (event.type === 'reconnected') void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [queryClient],
  );
}
