import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import { TEACHERS_QUERY_KEY } from './get-teachers';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

export function deleteTeachers(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-teacher', { ids });
}

/** Deletes the listed teachers (all or none); the teacher list reloads afterwards. */
export function useDeleteTeachers({ onSuccess, onError }: TeacherMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeachers,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: TEACHERS_QUERY_KEY });
      onSuccess?.(answer);
    },
    onError,
  });
}
