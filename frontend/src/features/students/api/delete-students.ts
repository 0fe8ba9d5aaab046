import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidatePlacement } from '@/lib/query-keys';
import type { MessageResponse } from '@/types/api';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function deleteStudents(ids: string[]): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admins/delete-student', { ids });
}

/** Deletes the given student accounts; the student lists and the sections' student lists reload afterwards. */
export function useDeleteStudents({ onSuccess, onError }: StudentMutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudents,
    onSuccess: async (answer) => {
      await invalidatePlacement(queryClient);
      onSuccess?.(answer);
    },
    onError,
  });
}
