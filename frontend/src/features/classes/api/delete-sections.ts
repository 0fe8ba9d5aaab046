import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export function deleteSections(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-sections', { ids });
}

/** Deletes sections with their subjects and schedules (all or none). */
export function useDeleteSections(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(deleteSections, () => [classesKeys.all], callbacks);
}
