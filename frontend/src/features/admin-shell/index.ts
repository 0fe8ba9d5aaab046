import { lazyNamed } from '@/lib/lazy-named';

export const AdminShell = lazyNamed(() => import('./components/admin-shell'), 'AdminShell');
export { ADMIN_VIEWS, DEFAULT_ADMIN_VIEW, type AdminView } from './views';
