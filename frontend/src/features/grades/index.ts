import { lazyNamed } from '@/lib/lazy-named';

/** Teacher portal › Grades: a subject's gradebook of a term. */
export const GradebookScreen = lazyNamed(() => import('./components/gradebook-screen'), 'GradebookScreen');
