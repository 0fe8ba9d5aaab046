import type { NotificationPageView, NotificationView } from '@/types/wire';

/** Something the signed-in person was told (marked absent, …), as the server lists and pushes it. */
export type Notification = NotificationView;

/** One page of `GET /api/notifications`, with the unread count of all of them. */
export type NotificationPage = NotificationPageView;

/** What `POST /api/notifications/read` marks: one notification, or all. */
export type ReadTarget = { id: string } | { all: true };
