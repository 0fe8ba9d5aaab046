export { NotificationBell } from './components/notification-bell';
export type { NotificationActions } from './components/notification-list';
export type { Notification } from './types';
