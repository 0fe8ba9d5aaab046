/** Query keys of notifications; a reconnect marks all of them stale. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The signed-in person's list, a page at a time, with the unread count. */
  list: () => [...notificationKeys.all, 'list'] as const,
};
