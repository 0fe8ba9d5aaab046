import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export function removeSubject(subjectId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/remove-subject', { id: subjectId });
}

/** Removes a subject (with its schedule and files) from its section. */
export function useRemoveSubject(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(removeSubject, () => [classesKeys.all], callbacks);
}
