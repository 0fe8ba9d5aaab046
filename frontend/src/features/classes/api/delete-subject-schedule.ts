import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export interface ScheduleRemoval {
  scheduleID: string;
  /** Whose schedule it is, to refresh that subject. */
  subjectID: string;
}

export function deleteSubjectSchedule({ scheduleID }: ScheduleRemoval): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-subject-schedule', { scheduleID });
}

/** Removes one weekly slot from a subject. */
export function useDeleteSubjectSchedule(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(
    deleteSubjectSchedule,
    (_answer, { subjectID }) => [classesKeys.subject(subjectID)],
    callbacks,
  );
}
