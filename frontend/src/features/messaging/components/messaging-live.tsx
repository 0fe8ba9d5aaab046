import { useMessagingLive } from '../hooks/use-messaging-live';
import type { MessagingRole } from '../types';

/** Keeps the live channel open while mounted (in a portal shell, i.e. while signed in). */
export function MessagingLive({ role, userId }: { role: MessagingRole; userId: string }) {
  useMessagingLive(role, userId);
  return null;
}
