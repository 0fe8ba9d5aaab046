import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StoreApi } from 'zustand';
import { useSessionStore } from '@/lib/session-store';
import { installLeanComputedStyle } from './computed-style';

/**
 * Every zustand store back to the state it was made with after each test: test files share a
 * worker's modules, so a store one file left changed (a chosen menu item, an open dialog) would
 * otherwise be what the next file's first screen starts from. Zustand's testing guide wraps
 * `create` the same way; the reset functions live on `globalThis` because the mock's factory is
 * hoisted above this module's own variables.
 */
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const resets: Set<() => void> = ((globalThis as { __storeResets?: Set<() => void> }).__storeResets ??= new Set());
  const actualCreate = zustand.create as unknown as (initializer: unknown) => StoreApi<unknown>;
  const tracked = (initializer: unknown) => {
    const store = actualCreate(initializer);
    const initial = store.getState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  const create = (initializer?: unknown) => (initializer === undefined ? tracked : tracked(initializer));
  return { ...zustand, create };
});

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
// jsdom's getComputedStyle, cut to what the tests read (src/testing/computed-style.ts).
installLeanComputedStyle();

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
  (globalThis as { __storeResets?: Set<() => void> }).__storeResets?.forEach((reset) => reset());
});
