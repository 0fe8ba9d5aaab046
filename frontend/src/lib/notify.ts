import { notifications } from '@mantine/notifications';

/** Error and plain toasts stay 4 s, success 2 s, loading until replaced. */
export const TOAST_DURATION = {
  error: 4000,
  info: 4000,
  success: 2000,
} as const;

/** How many toasts the notification stack keeps at once; older ones wait their turn. */
export const TOAST_LIMIT = 20;

export function notifyError(message: string, title?: string): string {
  return notifications.show({ color: 'red', title, message, autoClose: TOAST_DURATION.error });
}

export function notifySuccess(message: string, title?: string): string {
  return notifications.show({ color: 'green', title, message, autoClose: TOAST_DURATION.success });
}

export function notifyInfo(message: string, title?: string): string {
  return notifications.show({ title, message, autoClose: TOAST_DURATION.info });
}

/** A spinner toast that stays until `settleNotification` replaces it. */
export function notifyLoading(message: string, title?: string): string {
  return notifications.show({
    title,
    message,
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
}

/** Turns a loading toast into a success or error toast with the usual duration. */
export function settleNotification(
  id: string,
  outcome: 'success' | 'error',
  message: string,
): void {
  notifications.update({
    id,
    message,
    loading: false,
    withCloseButton: true,
    color: outcome === 'success' ? 'green' : 'red',
    autoClose: outcome === 'success' ? TOAST_DURATION.success : TOAST_DURATION.error,
  });
}
