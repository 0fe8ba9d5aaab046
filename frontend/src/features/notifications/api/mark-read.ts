import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnreadView } from '@/types/wire';
import type { ReadTarget } from '../types';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './query-keys';

/** Marks one notification, or all, read; answers how many stay unread. */
export function markNotificationsRead(target: ReadTarget): Promise<UnreadView> {
  return api.post<UnreadView>('/api/notifications/read', target);
}

/** The pages with `target` read and the server's unread count. */
export function withRead(pages: NotificationPages, target: ReadTarget, unread: number): NotificationPages {
  const marks = (id: string) => 'all' in target || target.id === id;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      notifications: page.notifications.map((n) => (marks(n._id) && !n.read ? { ...n, read: true } : n)),
      unread: index === 0 ? unread : page.unread,
    })),
  };
}

/** Marks read, then shows it in the list and the bell's count at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, target) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (pages) =>
        pages ? withRead(pages, target, unread) : pages,
      );
    },
  });
}
