import { lazyNamed } from '@/lib/lazy-named';

export const SchoolYearScreen = lazyNamed(() => import('./components/school-year-screen'), 'SchoolYearScreen');
