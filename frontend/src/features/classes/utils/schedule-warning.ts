import { notifications } from '@mantine/notifications';
import { TOAST_DURATION } from '@/lib/notify';
import type { AddedSchedule } from '../types';

/**
 * The slot was saved, but its teacher already teaches at an overlapping time: say so without
 * undoing anything, for as long as an error toast stays.
 */
export function warnIfTeacherBooked(added: AddedSchedule): void {
  if (!added.warning) return;
  notifications.show({
    color: 'yellow',
    title: 'Schedule added',
    message: added.warning,
    autoClose: TOAST_DURATION.error,
  });
}
