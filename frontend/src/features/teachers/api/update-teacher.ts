import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTeaching } from '@/lib/query-keys';
import type { Teacher, TeacherAccountUpdate } from '../types';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

export function updateTeacher(update: TeacherAccountUpdate): Promise<Teacher> {
  return api.post<Teacher>('/api/admins/update-teacher', update);
}

/**
 * Saves a teacher's changed fields; the teacher list reloads afterwards, and the class structure,
 * which names advisers and subject teachers, is stale.
 */
export function useUpdateTeacher({ onSuccess, onError }: TeacherMutationCallbacks<Teacher> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: async (teacher) => {
      await invalidateTeaching(queryClient);
      onSuccess?.(teacher);
    },
    onError,
  });
}
