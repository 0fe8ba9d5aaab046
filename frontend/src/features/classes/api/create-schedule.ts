import { api } from '@/lib/api-client';
import type { Schedule, ScheduleSlot } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export interface NewSchedule extends ScheduleSlot {
  /** The subject's id. */
  subject: string;
}

export function createSchedule(schedule: NewSchedule): Promise<Schedule> {
  return api.post<Schedule>('/api/admins/create-schedule', schedule);
}

/** The wizard's last step: a weekly slot for the subject just created. */
export function useCreateSchedule(callbacks: ClassMutationCallbacks<Schedule> = {}) {
  return useClassMutation(createSchedule, (_added, { subject }) => [classesKeys.subject(subject)], callbacks);
}
