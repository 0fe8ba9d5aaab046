import type { mockFetch } from '@/testing/test-utils';

/** The body of the last POST to `path`, or undefined when there was none. */
export function sentTo(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.filter(([called, init]) => called === path && init?.method === 'POST').at(-1);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
