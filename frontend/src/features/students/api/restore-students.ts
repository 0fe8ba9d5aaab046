import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RestoredView } from '@/types/wire';
import { invalidatePlacement } from '@/lib/query-keys';
import type { StudentMutationCallbacks } from './mutation-callbacks';

/** What `restore-students` answers: how many came back. */
export type RestoreAnswer = RestoredView;

export function restoreStudents(ids: string[]): Promise<RestoreAnswer> {
  return api.post<RestoreAnswer>('/api/admins/restore-students', { ids });
}

/**
 * Brings archived students back, all or none; the archive, the student list and the sections'
 * students reload afterwards, as each returns to the section they left if it still exists.
 */
export function useRestoreStudents({ onSuccess, onError }: StudentMutationCallbacks<RestoreAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreStudents,
    onSuccess: async (answer) => {
      await invalidatePlacement(queryClient);
      onSuccess?.(answer);
    },
    onError,
  });
}
