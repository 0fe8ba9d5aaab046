import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '../types';
import { messagingKeys } from './query-keys';

/** Messages per page of a conversation. */
export const MESSAGES_PAGE = 50;

/** The latest messages with `partnerId` (or those before `before`), oldest first; reading changes nothing (see `markRead`). */
export function getMessages(partnerId: string, before?: string, signal?: AbortSignal): Promise<Message[]> {
  const params = new URLSearchParams({ limit: String(MESSAGES_PAGE) });
  if (before) params.set('before', before);
  return api.get<Message[]>(`/api/messages/${encodeURIComponent(partnerId)}?${params.toString()}`, signal);
}

/** Pages walked back on a refetch to reach what is already loaded, before starting afresh. */
export const CATCH_UP_PAGES = 4;

/**
 * The conversation as loaded (`current`, which may hold pages from 'Load earlier') brought up
 * to date: the latest page, and when more than a page was missed the pages before it until they
 * meet what was loaded, merged in. Missing more than `CATCH_UP_PAGES` pages starts from the
 * latest page alone, so the list never has a hole in it.
 */
export async function refreshMessages(
  partnerId: string,
  current: () => Message[] | undefined,
  signal?: AbortSignal,
): Promise<Message[]> {
  let fresh = await getMessages(partnerId, undefined, signal);
  let page = fresh;
  const loaded = current();
  if (!loaded?.length) return fresh;
  const known = new Set(loaded.map((message) => message._id));
  const meets = (messages: Message[]) => messages.some((message) => known.has(message._id));
  for (let walked = 1; !meets(page) && page.length === MESSAGES_PAGE; walked += 1) {
    if (walked > CATCH_UP_PAGES) return fresh;
    page = await getMessages(partnerId, page[0]._id, signal);
    fresh = [...page, ...fresh];
  }
  // Read again: 'Load earlier' may have added pages while this was loading.
  return mergeMessages(current() ?? [], fresh);
}

export function messagesQueryOptions(partnerId: string) {
  const queryKey = messagingKeys.messages(partnerId);
  return queryOptions({
    queryKey,
    // A refetch (after a reconnect, say) keeps the earlier pages the user loaded.
    queryFn: ({ signal, client }) => refreshMessages(partnerId, () => client.getQueryData<Message[]>(queryKey), signal),
    staleTime: 60_000,
  });
}

/** The open conversation (the chat pane marks it read once shown). */
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

/**
 * Puts a sent or pushed message into its conversation, if that conversation is loaded; false
 * when the loaded conversation already holds it (a refetch got there first).
 */
export function addToConversation(queryClient: QueryClient, partnerId: string, message: Message): boolean {
  let added = true;
  queryClient.setQueryData<Message[]>(messagingKeys.messages(partnerId), (current) => {
    if (!current) return current;
    added = !current.some((known) => known._id === message._id);
    return added ? mergeMessages(current, [message]) : current;
  });
  return added;
}
