import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, LiveConnection, reconnectDelay, useLiveStore } from './live-socket';

/** A WebSocket stand-in the test opens, pushes to and drops by hand. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('LiveConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

  it('stops for good on close (sign-out)', () => {
    const live = new LiveConnection({ onMessage: vi.fn(), onReconnect: vi.fn() }, 'ws://school/api/ws');
    live.start();
    FakeSocket.all[0].open();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(useLiveStore.getState().status).toBe('closed');
  });
});
