import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Teacher, TeacherAccountUpdate } from '../types';
import { TEACHERS_QUERY_KEY } from './get-teachers';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

export function updateTeacher(update: TeacherAccountUpdate): Promise<Teacher> {
  return api.post<Teacher>('/api/admins/update-teacher', update);
}

/** Saves a teacher's changed fields; the teacher list reloads afterwards. */
export function useUpdateTeacher({ onSuccess, onError }: TeacherMutationCallbacks<Teacher> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: async (teacher) => {
      await queryClient.invalidateQueries({ queryKey: TEACHERS_QUERY_KEY });
      onSuccess?.(teacher);
    },
    onError,
  });
}
