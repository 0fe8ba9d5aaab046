import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';
import { STUDENTS_QUERY_KEY } from './get-students';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function deleteStudents(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-student', { ids });
}

/** Deletes the given student accounts; the student lists reload afterwards. */
export function useDeleteStudents({ onSuccess, onError }: StudentMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudents,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      onSuccess?.(answer);
    },
    onError,
  });
}
