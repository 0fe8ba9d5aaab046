import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ScheduleSlot } from '../types';
import { joinTime } from '../utils/schedule';
import { showServerErrors } from '@/lib/server-errors';

/** The schedule fields; each starts blank, with no default, so every one must be chosen. */
export interface ScheduleFormValues {
  day: string | null;
  startHour: string | null;
  startHalf: string | null;
  endHour: string | null;
  endHalf: string | null;
}

export type ScheduleForm = UseFormReturnType<ScheduleFormValues>;

export const SCHEDULE_FIELD_MESSAGES = {
  day: 'Choose a day.',
  startHour: 'Choose a start time.',
  endHour: 'Choose an end time.',
  half: 'Choose AM or PM.',
} as const;

const M = SCHEDULE_FIELD_MESSAGES;

const chosen = (message: string) => (value: string | null) => (value ? null : message);

const BLANK: ScheduleFormValues = { day: null, startHour: null, startHalf: null, endHour: null, endHalf: null };

export function useScheduleForm(): ScheduleForm {
  return useForm<ScheduleFormValues>({
    initialValues: BLANK,
    validate: {
      day: chosen(M.day),
      startHour: chosen(M.startHour),
      startHalf: chosen(M.half),
      endHour: chosen(M.endHour),
      endHalf: chosen(M.half),
    },
  });
}

/** The validated values as the schedule calls take them. */
export function scheduleSlot(values: ScheduleFormValues): ScheduleSlot {
  return {
    day: values.day ?? '',
    startTime: joinTime(values.startHour ?? '', values.startHalf ?? ''),
    endTime: joinTime(values.endHour ?? '', values.endHalf ?? ''),
  };
}

/** The server names `day`, `startTime` and `endTime` (e.g. an end before the start). */
export function showScheduleErrors(form: ScheduleForm, error: Error): void {
  showServerErrors(form, error, { day: 'day', startTime: 'startHour', endTime: 'endHour' });
}
