import { api } from '@/lib/api-client';
import { teachingKeys } from '@/lib/query-keys';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export function removeSubject(subjectId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/remove-subject', { id: subjectId });
}

/** Removes a subject (with its schedule and files) from its section. */
export function useRemoveSubject(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(removeSubject, () => [...teachingKeys], callbacks);
}
