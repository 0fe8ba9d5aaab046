import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { jsonResponse, mockFetch, studentUser } from '@/testing/test-utils';
import {
  CONNECT_TIMEOUT_MS,
  LiveConnection,
  onLiveEvent,
  reconnectDelay,
  TOO_MANY_SOCKETS_CLOSE,
  useLiveStore,
} from './live-socket';
import { useSessionStore } from './session-store';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** What `GET /api/session` answers while the session stands, and once it has ended. */
const sessionStands = () => jsonResponse(200, { role: 'student', user: studentUser });
const sessionEnded = () => jsonResponse(401, { message: 'You are not signed in.' });

/** The `GET /api/session` calls made so far. */
function sessionChecks(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([path]) => path === '/api/session').length;
}

/** Lets a pending `GET /api/session` answer and what follows it run, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('LiveConnection', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    fetchMock = mockFetch(sessionStands);
    useSessionStore.setState({ session: { role: 'student', user: studentUser } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits 1 s, then longer, at most 5 s between reconnects', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });

  it('keeps who is online, hands on messages and reports a reconnect after a drop', () => {
    const onMessage = vi.fn();
    const onReconnect = vi.fn();
    const live = new LiveConnection({ onMessage, onReconnect }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    expect(useLiveStore.getState().status).toBe('open');
    FakeSocket.all[0].push({ type: 'getOnlineUsers', data: ['t-1', 's-1'] });
    expect([...useLiveStore.getState().online]).toEqual(['t-1', 's-1']);
    FakeSocket.all[0].push({ type: 'newMessage', data: { _id: 'm-1' } });
    expect(onMessage).toHaveBeenCalledWith({ _id: 'm-1' });
    FakeSocket.all[0].push('not json');
    expect(onReconnect).not.toHaveBeenCalled();

    FakeSocket.all[0].close();
    expect(useLiveStore.getState().status).toBe('closed');
    // A dropped network says nothing about the session: no need to ask.
    expect(sessionChecks(fetchMock)).toBe(0);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The second attempt fails too: the next wait is 2 s.
    FakeSocket.all[1].close();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2].open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    live.close();
  });

  it("tells the screens listening of section changes, notifications and a guardian's children changing, and of a reconnect", () => {
    const heard = vi.fn();
    const stop = onLiveEvent(heard);
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    FakeSocket.all[0].push({ type: 'sectionChanged', data: { sectionID: 'sec-2' } });
    FakeSocket.all[0].push({ type: 'notification', data: { _id: 'n-1', title: 'Marked absent' } });
    FakeSocket.all[0].push({ type: 'childrenChanged', data: {} });
    FakeSocket.all[0].close();
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1].open();
    stop();
    FakeSocket.all[1].push({ type: 'notification', data: { _id: 'n-2' } });
    expect(heard.mock.calls.map(([event]) => event)).toEqual([
      { type: 'sectionChanged', data: { sectionID: 'sec-2' } },
      { type: 'notification', data: { _id: 'n-1', title: 'Marked absent' } },
      { type: 'childrenChanged' },
      { type: 'reconnected' },
    ]);
    live.close();
  });

  it('gives a hanging connect attempt up after 20 s and tries again', () => {
    const onReconnect = vi.fn();
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect }, 'ws://school/api/ws');
    live.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(FakeSocket.all[0].readyState).toBe(FakeSocket.CONNECTING);
    vi.advanceTimersByTime(1);
    expect(useLiveStore.getState().status).toBe('closed');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    // Messages sent while it hung were never pushed: the first open fetches them.
    FakeSocket.all[1].open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    live.close();
  });

  it('fetches what was missed when only a later attempt of the first connect succeeds', () => {
    const onReconnect = vi.fn();
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect }, 'ws://school/api/ws');
    live.start();
    // The server was unreachable at sign-in: two attempts fail before one opens.
    FakeSocket.all[0].close();
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1].close();
    vi.advanceTimersByTime(2000);
    expect(onReconnect).not.toHaveBeenCalled();
    FakeSocket.all[2].open();
    expect(useLiveStore.getState().status).toBe('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Up again, a later drop reports once more; a steady connection does not.
    FakeSocket.all[2].push({ type: 'getOnlineUsers', data: ['t-1'] });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    FakeSocket.all[2].close();
    vi.advanceTimersByTime(1000);
    FakeSocket.all[3].open();
    expect(onReconnect).toHaveBeenCalledTimes(2);
    live.close();
  });

  it('does not reconnect when the server closed the oldest of too many tabs', () => {
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    FakeSocket.all[0].close(TOO_MANY_SOCKETS_CLOSE, 'Too many connections are open for this account; this one, the oldest, was closed.');
    vi.advanceTimersByTime(60_000);
    // Reconnecting would push out the next oldest tab, and that one the next.
    expect(FakeSocket.all).toHaveLength(1);
    expect(useLiveStore.getState().status).toBe('closed');
    live.close();
  });

  it('stops for good on close (sign-out)', () => {
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(useLiveStore.getState().status).toBe('closed');
  });

  it('stops and returns to the login screen, saying why, when the server ends the session', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock = mockFetch(sessionEnded);
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();

    // The account was deleted: the server's sweep closes the socket.
    FakeSocket.all[0].close(1008, SESSION_ENDED);
    await settle();

    expect(sessionChecks(fetchMock)).toBe(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual([SESSION_ENDED]);
    expect(useLiveStore.getState().status).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(sessionChecks(fetchMock)).toBe(1);
    live.close();
  });

  it('stops when a reconnect attempt is refused because the session has ended meanwhile', async () => {
    const show = vi.spyOn(notifications, 'show');
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    // The network drops; while it is down the session expires.
    FakeSocket.all[0].close();
    fetchMock = mockFetch(sessionEnded);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);

    // The server refuses the upgrade (401): the browser reports a close before any open.
    FakeSocket.all[1].close();
    await settle();

    expect(sessionChecks(fetchMock)).toBe(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual([SESSION_ENDED]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    live.close();
  });

  it('keeps reconnecting with the usual delays while the session still stands', async () => {
    const onReconnect = vi.fn();
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();

    // Closed on purpose for another reason (too far behind): the session answers, so reconnect.
    FakeSocket.all[0].close(1008, 'Too many messages waiting; reconnect to catch up.');
    await settle();
    expect(sessionChecks(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);

    // The server is unreachable: attempts fail before opening, and so does the check.
    fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    FakeSocket.all[1].close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2].close();
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeSocket.all).toHaveLength(4);
    expect(sessionChecks(fetchMock)).toBe(2);

    FakeSocket.all[3].open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).not.toBeNull();
    live.close();
  });

  it('asks once at a time, however many attempts fail while the answer is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].close();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.all[1].close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(sessionChecks(fetchMock)).toBe(1);

    // The late answer says the session has ended: the attempt under way is dropped too.
    answer(sessionEnded());
    await settle();
    expect(FakeSocket.all[2].readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(useSessionStore.getState().session).toBeNull();
    live.close();
  });
});
