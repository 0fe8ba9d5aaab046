import { lazyNamed } from '@/lib/lazy-named';

export const RecordsScreen = lazyNamed(() => import('./components/records-screen'), 'RecordsScreen');
