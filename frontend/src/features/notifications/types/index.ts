/** Something the signed-in person was told (marked absent, …), as the server lists and pushes it. */
export interface Notification {
  _id: string;
  /** What it is about, e.g. `attendance`. */
  kind: string;
  /** Its heading, e.g. "Marked absent". */
  title: string;
  /** Its text, e.g. "Mathematics, Monday 24 November 2026". */
  body: string;
  /** Where in the app it leads, if anywhere. */
  link: string | null;
  /** When it was made, ISO 8601 in UTC. */
  createdAt: string;
  read: boolean;
}

/** One page of `GET /api/notifications`, with the unread count of all of them. */
export interface NotificationPage {
  notifications: Notification[];
  unread: number;
}

/** What `POST /api/notifications/read` marks: one notification, or all. */
export type ReadTarget = { id: string } | { all: true };
