import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Student, UpdateStudentPayload } from '../types';
import { STUDENTS_QUERY_KEY } from './get-students';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function updateStudent(payload: UpdateStudentPayload): Promise<Student> {
  return api.post<Student>('/api/admins/update-student', payload);
}

/** Saves an edited student account; the student lists reload afterwards. */
export function useUpdateStudent({ onSuccess, onError }: StudentMutationCallbacks<Student> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: async (student) => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      onSuccess?.(student);
    },
    onError,
  });
}
