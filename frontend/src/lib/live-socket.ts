import { create } from 'zustand';
import { api, isApiError } from './api-client';

/** Reconnect after 1 s, growing to 5 s; a connect attempt gives up after 20 s. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 5000;
export const CONNECT_TIMEOUT_MS = 20_000;

/**
 * The close code of a socket the server ended on purpose: its session ended ("Your session has
 * ended. Please sign in again."), or it fell too far behind.
 */
export const POLICY_CLOSE = 1008;

/**
 * The close code of a socket the server ended because the account opened more than its cap
 * (the oldest goes). Reconnecting would only push out the next oldest tab in turn, so this tab
 * stays offline until it is reloaded.
 */
export const TOO_MANY_SOCKETS_CLOSE = 4429;

/** A frame the server pushes on `/api/ws`. */
export type LiveFrame =
  | { type: 'getOnlineUsers'; data: string[] }
  | { type: 'newMessage'; data: unknown }
  | { type: 'sectionChanged'; data: { sectionID: string | null } }
  | { type: 'notification'; data: unknown }
  | { type: 'childrenChanged'; data: unknown }
  | { type: 'pong' };

/** What a screen outside messaging hears on the live channel: a pushed frame, or a reconnect. */
export type LiveEvent =
  | { type: 'sectionChanged'; data: { sectionID: string | null } }
  | { type: 'notification'; data: unknown }
  | { type: 'childrenChanged' }
  | { type: 'reconnected' };

const liveListeners = new Set<(event: LiveEvent) => void>();

/**
 * Hears the live channel's other pushes (a student's section changed, a notification, a
 * guardian's children changed) and its reconnects, for as long as the channel is open; answers
 * the unsubscribe. The channel itself stays owned by whoever opened it (the portal's messaging).
 */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  liveListeners.add(listener);
  return () => {
    liveListeners.delete(listener);
  };
}

function tellListeners(event: LiveEvent): void {
  for (const listener of liveListeners) listener(event);
}

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface LiveState {
  status: LiveStatus;
  /** Ids of everyone online, as the server last pushed them. */
  online: ReadonlySet<string>;
}

/** Who is online and whether the live channel is up; set only by the connection below. */
export const useLiveStore = create<LiveState>()(() => ({ status: 'closed', online: new Set<string>() }));

/** The wait before reconnect attempt `attempt` (1, 2, …): 1 s, 2 s, … at most 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * Math.max(1, attempt));
}

export interface LiveHandlers {
  /** Every `newMessage` payload. */
  onMessage: (message: unknown) => void;
  /**
   * The channel opened after a drop or a failed attempt (the first connect included): fetch
   * what may have been missed while it was down.
   */
  onReconnect: () => void;
}

/** Where the live channel is on this server. */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/ws`;
}

/**
 * Keeps one WebSocket to `/api/ws` open while signed in: the session cookie identifies the
 * user; after a drop it reconnects with growing delays and reports the reconnect so the
 * screens can refetch. `close()` ends it for good (sign-out). When the session may have ended
 * (the server closed the socket on purpose, or refused an attempt) it asks `GET /api/session`:
 * a 401 there stops the reconnects, and the API client shows the login screen and says why.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  /** A socket closed or failed since the last open: pushes may have been missed. */
  private missedPushes = false;
  private stopped = false;
  /** A `GET /api/session` asked whether the session still stands has not answered yet. */
  private checkingSession = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly handlers: LiveHandlers;
  private readonly url: string;

  constructor(handlers: LiveHandlers, url: string = socketUrl()) {
    this.handlers = handlers;
    this.url = url;
  }

  /** Opens the channel (once). */
  start(): void {
    if (!this.socket && !this.stopped) this.connect();
  }

  /** Closes the channel and stops reconnecting. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.connectTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    useLiveStore.setState({ status: 'closed', online: new Set() });
  }

  private connect(): void {
    useLiveStore.setState({ status: 'connecting' });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    let opened = false;
    // A connect attempt that hangs is given up and tried again.
    this.connectTimer = setTimeout(() => {
      if (socket.readyState === WebSocket.CONNECTING) socket.close();
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => {
      opened = true;
      clearTimeout(this.connectTimer);
      this.attempt = 0;
      useLiveStore.setState({ status: 'open' });
      if (this.missedPushes) {
        this.handlers.onReconnect();
        tellListeners({ type: 'reconnected' });
      }
      this.missedPushes = false;
    };
    socket.onmessage = (event) => {
      let frame: LiveFrame;
      try {
        frame = JSON.parse(String(event.data)) as LiveFrame;
      } catch {
        return;
      }
      if (frame.type === 'getOnlineUsers' && Array.isArray(frame.data)) {
        useLiveStore.setState({ online: new Set(frame.data) });
      } else if (frame.type === 'newMessage') {
        this.handlers.onMessage(frame.data);
      } else if (frame.type === 'sectionChanged') {
        tellListeners({ type: 'sectionChanged', data: frame.data });
      } else if (frame.type === 'notification') {
        tellListeners({ type: 'notification', data: frame.data });
      } else if (frame.type === 'childrenChanged') {
        tellListeners({ type: 'childrenChanged' });
      }
    };
    socket.onclose = (event: CloseEvent) => {
      clearTimeout(this.connectTimer);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.missedPushes = true;
      useLiveStore.setState({ status: 'closed', online: new Set() });
      this.attempt += 1;
      // A browser reports an attempt the server refused (401 without a session) only as a close
      // before opening, so that too may mean the session is gone.
      if (!opened || event.code === POLICY_CLOSE) this.checkSession();
      if (event.code === TOO_MANY_SOCKETS_CLOSE) return;
      this.retryTimer = setTimeout(() => {
        if (!this.stopped) this.connect();
      }, reconnectDelay(this.attempt));
    };
  }

  /**
   * Asks the server whether the session still stands, while the next attempt waits its turn.
   * On a 401 the API client has already swapped in the login screen; reconnecting stops here.
   * Any other answer, or none (the server is unreachable), leaves the backoff going.
   */
  private checkSession(): void {
    if (this.checkingSession) return;
    this.checkingSession = true;
    void api
      .get<unknown>('/api/session')
      .then(
        () => undefined,
        (error: unknown) => {
          if (isApiError(error) && error.status === 401) this.close();
        },
      )
      .finally(() => {
        this.checkingSession = false;
      });
  }
}
