/**
 * A WebSocket stand-in for tests: `vi.stubGlobal('WebSocket', FakeSocket)`, then open it and
 * push frames by hand. Every socket made is in `FakeSocket.all` (empty it before each test).
 */
export class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  /** Delivers `frame` as the server's JSON text. */
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /**
   * Ends the socket, by the app or by the test, and reports it as a browser does; by default as
   * a dropped network or a refused attempt is reported (1006).
   */
  close(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}
