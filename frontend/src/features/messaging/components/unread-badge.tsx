import { Badge } from '@mantine/core';
import { useUnreadTotal } from '../api/get-conversations';
import type { MessagingRole } from '../types';

/** The unread count beside the Messages menu entry; nothing when all is read. */
export function UnreadBadge({ role }: { role: MessagingRole }) {
  const unread = useUnreadTotal(role);
  if (unread === 0) return null;
  return (
    <Badge color="red" size="sm" circle aria-label={`${unread} unread messages`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
