import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateStudentPayload, Student } from '../types';
import { STUDENTS_QUERY_KEY } from './get-students';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function createStudent(payload: CreateStudentPayload): Promise<Student> {
  return api.post<Student>('/api/admins/create-student', payload);
}

/** Creates a student account; the student lists reload afterwards. */
export function useCreateStudent({ onSuccess, onError }: StudentMutationCallbacks<Student> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: async (student) => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      onSuccess?.(student);
    },
    onError,
  });
}
