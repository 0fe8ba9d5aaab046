import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Shows a spinner in the content area while a screen's code loads the first time. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="40vh" role="status" aria-label="Loading">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
