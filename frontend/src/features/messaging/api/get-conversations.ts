import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Conversation, MessagingRole } from '../types';
import { messagingKeys } from './query-keys';

export async function getConversations(role: MessagingRole, signal?: AbortSignal): Promise<Conversation[]> {
  const answer = await api.get<unknown>(`/api/${role}s/conversations`, signal);
  // A list is what the screen can show; anything else is a failed load, not a crash.
  if (!Array.isArray(answer)) throw new Error('The conversations could not be read.');
  return answer as Conversation[];
}

export function conversationsQueryOptions(role: MessagingRole) {
  return queryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) => getConversations(role, signal),
    // Pushed messages keep it current; a reconnect refetches it.
    staleTime: 60_000,
  });
}

/** Everyone the user has exchanged messages with, most recent first. */
export function useConversations(role: MessagingRole) {
  return useQuery(conversationsQueryOptions(role));
}

/** Unread messages across all conversations, for the menu's badge. */
export function useUnreadTotal(role: MessagingRole): number {
  const conversations = useConversations(role);
  return (conversations.data ?? []).reduce((total, conversation) => total + conversation.unread, 0);
}
