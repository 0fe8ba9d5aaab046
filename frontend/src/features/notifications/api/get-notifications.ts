import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Notification, NotificationPage } from '../types';
import { notificationKeys } from './query-keys';

/** How many notifications one page of the list holds (the server's page size). */
export const NOTIFICATION_PAGE = 30;

/** The pages of the list as the cache holds them. */
export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

function isNotification(value: unknown): value is Notification {
  const n = value as Notification;
  return (
    typeof n === 'object' &&
    n !== null &&
    typeof n._id === 'string' &&
    typeof n.title === 'string' &&
    typeof n.body === 'string' &&
    typeof n.createdAt === 'string' &&
    typeof n.read === 'boolean'
  );
}

/** A pushed frame's data, when it is a notification. */
export function asNotification(value: unknown): Notification | null {
  return isNotification(value) ? value : null;
}

/** The latest page of the signed-in person's notifications, or the one older than `before`. */
export async function getNotifications(before?: string, signal?: AbortSignal): Promise<NotificationPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const answer = await api.get<NotificationPage>(`/api/notifications${query}`, signal);
  if (!answer || !Array.isArray(answer.notifications) || typeof answer.unread !== 'number') {
    throw new Error('The notifications could not be read.');
  }
  return { notifications: answer.notifications.filter(isNotification), unread: answer.unread };
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A full page may have older ones after it; pushed ones can make the first page longer.
    getNextPageParam: (last: NotificationPage) =>
      last.notifications.length >= NOTIFICATION_PAGE ? last.notifications.at(-1)?._id : undefined,
    // Pushed notifications keep it current; a reconnect refetches it.
    staleTime: 60_000,
    // The bell loads it in the background: a failure shows in the list, with Try again, not as a toast.
    meta: { silent: true },
  });
}

/** The signed-in person's notifications, latest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** How many of the signed-in person's notifications are unread (0 until the list is loaded). */
export function useUnreadNotifications(): number {
  const { data } = useInfiniteQuery({ ...notificationsQueryOptions(), select: (pages) => pages.pages[0]?.unread ?? 0 });
  return data ?? 0;
}

/** The pages with `pushed` first and counted unread; as they were when it is already listed. */
export function withPushed(pages: NotificationPages, pushed: Notification): NotificationPages {
  if (pages.pages.some((page) => page.notifications.some((n) => n._id === pushed._id))) return pages;
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  const unread = first.unread + (pushed.read ? 0 : 1);
  return { ...pages, pages: [{ notifications: [pushed, ...first.notifications], unread }, ...rest] };
}
