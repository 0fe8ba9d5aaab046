import { lazyNamed } from '@/lib/lazy-named';

export type { AdminHomeLinks } from './components/links';
/** The admin area's Home ('Today at school'): today and the term across the school. */
export const AdminHomeScreen = lazyNamed(() => import('./components/admin-home-screen'), 'AdminHomeScreen');
