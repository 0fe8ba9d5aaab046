import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTeaching } from '@/lib/query-keys';
import type { MessageResponse } from '@/types/api';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

export function deleteTeachers(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-teacher', { ids });
}

/**
 * Deletes the listed teachers (all or none); the teacher list reloads afterwards, and the class
 * structure, whose sections and subjects lose them as adviser and teacher, is stale.
 */
export function useDeleteTeachers({ onSuccess, onError }: TeacherMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeachers,
    onSuccess: async (answer) => {
      await invalidateTeaching(queryClient);
      onSuccess?.(answer);
    },
    onError,
  });
}
