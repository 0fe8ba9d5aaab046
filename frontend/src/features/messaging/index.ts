import { lazyNamed } from '@/lib/lazy-named';

export const MessagesScreen = lazyNamed(() => import('./components/messages-screen'), 'MessagesScreen');
export { MessagingLive } from './components/messaging-live';
export { UnreadBadge } from './components/unread-badge';
/** Sends a message from another area's screen (a reply to a class announcement), keeping Messages in step. */
export { useSendMessageTo } from './api/send-message';
