import { api } from '@/lib/api-client';

/** Marks `partnerId`'s messages to the user read (one arrived in the open conversation). */
export function markRead(partnerId: string): Promise<unknown> {
  return api.post<unknown>(`/api/messages/read/${encodeURIComponent(partnerId)}`);
}
