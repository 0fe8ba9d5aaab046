import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '../types';
import { messagingKeys } from './query-keys';

/** Messages per page of a conversation. */
export const MESSAGES_PAGE = 50;

/** The latest messages with `partnerId` (or those before `before`), oldest first; marks them read. */
export function getMessages(partnerId: string, before?: string, signal?: AbortSignal): Promise<Message[]> {
  const params = new URLSearchParams({ limit: String(MESSAGES_PAGE) });
  if (before) params.set('before', before);
  return api.get<Message[]>(`/api/messages/${encodeURIComponent(partnerId)}?${params.toString()}`, signal);
}

export function messagesQueryOptions(partnerId: string) {
  return queryOptions({
    queryKey: messagingKeys.messages(partnerId),
    queryFn: ({ signal }) => getMessages(partnerId, undefined, signal),
    staleTime: 60_000,
  });
}

/** The open conversation; opening it marks it read, so the unread counts are refetched. */
export function useMessages(partnerId: string) {
  return useQuery(messagesQueryOptions(partnerId));
}

/** Adds messages to a loaded conversation, each once, in time order. */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
}

/** Puts a sent or pushed message into its conversation, if that conversation is loaded. */
export function addToConversation(queryClient: QueryClient, partnerId: string, message: Message): void {
  queryClient.setQueryData<Message[]>(messagingKeys.messages(partnerId), (current) =>
    current ? mergeMessages(current, [message]) : current,
  );
}
