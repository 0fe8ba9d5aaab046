import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';

// Lazy screens and queries settle within a second once their modules are loaded, but a screen's
// first lazy import is transformed on demand: the students list's took over 5 s on a quiet 2-core
// machine, and more on a loaded CI machine. That is slowness, not a failure.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom's getComputedStyle throws on the pseudo-element argument Mantine passes.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

/**
 * No server to talk to: the portals' live channel stays quietly connecting in screen tests
 * (stubbed before each test, as `unstubGlobals` restores jsdom's own after each).
 */
class WebSocketStub {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  close() {}
  send() {}
}
window.HTMLElement.prototype.scrollTo = () => {};

beforeEach(() => {
  vi.stubGlobal('WebSocket', WebSocketStub);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  useSessionStore.setState({ session: null });
});
