import { api } from '@/lib/api-client';
import type { AddedSchedule, ScheduleSlot } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export interface SubjectScheduleAddition extends ScheduleSlot {
  subjectID: string;
}

export function addSubjectSchedule(addition: SubjectScheduleAddition): Promise<AddedSchedule> {
  return api.post<AddedSchedule>('/api/admins/add-subject-schedule', addition);
}

/** The subject panel's "Add schedule". */
export function useAddSubjectSchedule(callbacks: ClassMutationCallbacks<AddedSchedule> = {}) {
  return useClassMutation(
    addSubjectSchedule,
    (_added, { subjectID }) => [classesKeys.subject(subjectID)],
    callbacks,
  );
}
