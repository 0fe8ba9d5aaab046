import { lazyNamed } from '@/lib/lazy-named';

export const MessagesScreen = lazyNamed(() => import('./components/messages-screen'), 'MessagesScreen');
export { MessagingLive } from './components/messaging-live';
export { UnreadBadge } from './components/unread-badge';
