import { api } from '@/lib/api-client';
import { sectionKeys } from '@/lib/query-keys';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

/** `ids` are category ids: everything beneath them goes too. */
export function deleteAllClasses(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-all-classes', { ids });
}

/**
 * Deletes whole categories with their levels, sections, subjects and schedules; their students
 * lose their placement and their teachers those advisory classes and classes.
 */
export function useDeleteAllClasses(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(deleteAllClasses, () => [...sectionKeys], callbacks);
}
