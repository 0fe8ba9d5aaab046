export { MessagesScreen } from './components/messages-screen';
export { MessagingLive } from './components/messaging-live';
export { UnreadBadge } from './components/unread-badge';
