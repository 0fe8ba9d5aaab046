export { AdminShell } from './components/admin-shell';
export { ADMIN_VIEWS, DEFAULT_ADMIN_VIEW, type AdminView } from './views';
