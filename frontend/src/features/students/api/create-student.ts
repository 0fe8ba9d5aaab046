import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidatePlacement } from '@/lib/query-keys';
import type { CreateStudentPayload, Student } from '../types';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function createStudent(payload: CreateStudentPayload): Promise<Student> {
  return api.post<Student>('/api/admins/create-student', payload);
}

/** Creates a student account; the student lists and the sections' student lists reload afterwards. */
export function useCreateStudent({ onSuccess, onError }: StudentMutationCallbacks<Student> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: async (student) => {
      await invalidatePlacement(queryClient);
      onSuccess?.(student);
    },
    onError,
  });
}
