import { api } from '@/lib/api-client';

/** Marks `partnerId`'s messages to the user read (on opening their conversation, and when one arrives in it). */
export function markRead(partnerId: string): Promise<unknown> {
  return api.post<unknown>(`/api/messages/read/${encodeURIComponent(partnerId)}`);
}
