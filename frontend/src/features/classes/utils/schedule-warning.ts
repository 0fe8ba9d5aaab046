import { notifications } from '@mantine/notifications';
import { TOAST_DURATION } from '@/lib/notify';
import type { BookingWarning } from '../types';

/**
 * The change was saved (a slot added, a teacher set), but the teacher now teaches at an
 * overlapping time elsewhere: say so without undoing anything, for as long as an error toast stays.
 */
export function warnIfTeacherBooked(answer: BookingWarning, title = 'Schedule added'): void {
  if (!answer.warning) return;
  notifications.show({
    color: 'yellow',
    title,
    message: answer.warning,
    autoClose: TOAST_DURATION.error,
  });
}
