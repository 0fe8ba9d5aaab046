import { lazyNamed } from '@/lib/lazy-named';

export const StudentShell = lazyNamed(() => import('./components/student-shell'), 'StudentShell');
