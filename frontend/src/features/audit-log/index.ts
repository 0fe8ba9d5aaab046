import { lazyNamed } from '@/lib/lazy-named';

export const AuditLogScreen = lazyNamed(() => import('./components/audit-log-screen'), 'AuditLogScreen');
