import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SetupView } from '@/types/wire';

/** The QR code's library arrives only when a second step is set up, not with every login page. */
const Panel = lazy(() => import('./setup-panel'));

/** The QR code an authenticator app scans, and the key to type when it cannot scan. */
export function SetupPanel({ setup }: { setup: SetupView }) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the QR code" />}>
      <Panel setup={setup} />
    </Suspense>
  );
}
