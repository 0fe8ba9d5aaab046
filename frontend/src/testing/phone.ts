import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer as a phone-sized screen does, narrower than Mantine's `sm`,
 * until the test ends. A stubbed global, not a spy: the setup's `matchMedia` is a mock already,
 * which a spy would change for good, and test files share their worker's window.
 */
export function pretendPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 48em)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}
