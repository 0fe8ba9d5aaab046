import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidatePlacement } from '@/lib/query-keys';
import type { CreateStudentPayload, StudentRecord } from '../types';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function createStudent(payload: CreateStudentPayload): Promise<StudentRecord> {
  return api.post<StudentRecord>('/api/admins/create-student', payload);
}

/** Creates a student account; the student lists and the sections' student lists reload afterwards. */
export function useCreateStudent({ onSuccess, onError }: StudentMutationCallbacks<StudentRecord> = {}) {
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
