import { api } from '@/lib/api-client';
import { sectionKeys } from '@/lib/query-keys';
import type { MessageResponse } from '@/types/api';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export function deleteSections(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-sections', { ids });
}

/**
 * Deletes sections with their subjects and schedules (all or none); their students lose their
 * placement and their teachers those advisory classes and classes.
 */
export function useDeleteSections(callbacks: ClassMutationCallbacks<MessageResponse> = {}) {
  return useClassMutation(deleteSections, () => [...sectionKeys], callbacks);
}
