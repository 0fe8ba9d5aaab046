import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { Message } from '../types';
import { CATCH_UP_PAGES, MESSAGES_PAGE, messagesQueryOptions } from './get-messages';
import { messagingKeys } from './query-keys';

/** Message `n` of the conversation with t-1, a minute after message `n - 1`. */
function message(n: number): Message {
  return {
    _id: `m-${String(n).padStart(4, '0')}`,
    senderId: n % 2 ? 't-1' : 's-1',
    receiverId: n % 2 ? 's-1' : 't-1',
    message: `message ${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 8, n)).toISOString(),
    readAt: null,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const numbers = (messages: Message[] | undefined) => (messages ?? []).map((m) => Number(m._id.slice(2)));

/** Answers `GET /api/messages/t-1?limit&before` from a conversation of `total` messages, like the server. */
function conversationServer(total: number) {
  const all = range(1, total);
  return mockFetch((path) => {
    const url = new URL(path, 'http://school');
    const before = url.searchParams.get('before');
    const end = before ? all.findIndex((m) => m._id === before) : all.length;
    const limit = Number(url.searchParams.get('limit'));
    return jsonResponse(200, all.slice(Math.max(0, end - limit), end));
  });
}

/** Refetches the conversation with t-1 the way a reconnect does, starting from `loaded`. */
async function refetch(loaded: Message[] | undefined) {
  const queryClient = new QueryClient();
  if (loaded) queryClient.setQueryData(messagingKeys.messages('t-1'), loaded);
  await queryClient.fetchQuery({ ...messagesQueryOptions('t-1'), staleTime: 0 });
  return queryClient.getQueryData<Message[]>(messagingKeys.messages('t-1'));
}

describe('refetching an open conversation', () => {
  it('loads the latest page when nothing was loaded', async () => {
    const fetchMock = conversationServer(120);
    expect(numbers(await refetch(undefined))).toEqual(numbers(range(71, 120)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the earlier pages the user loaded and adds what arrived since', async () => {
    // Two pages on screen (the second from 'Load earlier'); three messages came in meanwhile.
    const fetchMock = conversationServer(103);
    const kept = await refetch(range(4, 100));
    expect(numbers(kept)).toEqual(numbers(range(4, 103)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('walks back page by page when more than a page was missed, leaving no hole', async () => {
    const fetchMock = conversationServer(180);
    const kept = await refetch(range(1, 100));
    expect(numbers(kept)).toEqual(numbers(range(1, 180)));
    expect(fetchMock.mock.calls.map(([path]) => new URL(String(path), 'http://school').searchParams.get('before'))).toEqual([
      null,
      message(131)._id,
    ]);
  });

  it('starts again from the latest pages when far too much was missed to join up', async () => {
    const total = 100 + MESSAGES_PAGE * (CATCH_UP_PAGES + 3);
    const fetchMock = conversationServer(total);
    const kept = await refetch(range(1, 100));
    const first = total - MESSAGES_PAGE * (CATCH_UP_PAGES + 1) + 1;
    expect(numbers(kept)).toEqual(numbers(range(first, total)));
    expect(fetchMock).toHaveBeenCalledTimes(CATCH_UP_PAGES + 1);
  });
});
