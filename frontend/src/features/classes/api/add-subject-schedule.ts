import { api } from '@/lib/api-client';
import type { Schedule, ScheduleSlot } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export interface SubjectScheduleAddition extends ScheduleSlot {
  subjectID: string;
}

export function addSubjectSchedule(addition: SubjectScheduleAddition): Promise<Schedule> {
  return api.post<Schedule>('/api/admins/add-subject-schedule', addition);
}

/** The subject panel's "Add schedule". */
export function useAddSubjectSchedule(callbacks: ClassMutationCallbacks<Schedule> = {}) {
  return useClassMutation(
    addSubjectSchedule,
    (_added, { subjectID }) => [classesKeys.subject(subjectID)],
    callbacks,
  );
}
