import { lazyNamed } from '@/lib/lazy-named';

export const TeacherShell = lazyNamed(() => import('./components/teacher-shell'), 'TeacherShell');
