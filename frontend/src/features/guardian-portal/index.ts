import { lazyNamed } from '@/lib/lazy-named';

export const GuardianShell = lazyNamed(() => import('./components/guardian-shell'), 'GuardianShell');
