import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidatePlacement } from '@/lib/query-keys';
import type { StudentRecord, UpdateStudentPayload } from '../types';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export function updateStudent(payload: UpdateStudentPayload): Promise<StudentRecord> {
  return api.post<StudentRecord>('/api/admins/update-student', payload);
}

/**
 * Saves an edited student account, perhaps moved to another section; the student lists and the
 * sections' student lists reload afterwards.
 */
export function useUpdateStudent({ onSuccess, onError }: StudentMutationCallbacks<StudentRecord> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: async (student) => {
      await invalidatePlacement(queryClient);
      onSuccess?.(student);
    },
    onError,
  });
}
