import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewTeacherAccount, Teacher } from '../types';
import { TEACHERS_QUERY_KEY } from './get-teachers';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

export function createTeacher(account: NewTeacherAccount): Promise<Teacher> {
  return api.post<Teacher>('/api/admins/create-teacher', account);
}

/** Creates a teacher account; the teacher list reloads afterwards. */
export function useCreateTeacher({ onSuccess, onError }: TeacherMutationCallbacks<Teacher> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: async (teacher) => {
      await queryClient.invalidateQueries({ queryKey: TEACHERS_QUERY_KEY });
      onSuccess?.(teacher);
    },
    onError,
  });
}
