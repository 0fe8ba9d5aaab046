import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Assignment, ClassworkUpdate } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/** `POST /api/teachers/update-classwork`: the piece as changed (its assessment changed with it). */
export function updateClasswork(update: ClassworkUpdate): Promise<Assignment> {
  return api.post<Assignment>('/api/teachers/update-classwork', update);
}

/** Saves a changed piece of classwork; the teacher's list reloads afterwards. */
export function useUpdateClasswork({ onSuccess, onError }: ClassworkMutationCallbacks<Assignment> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClasswork,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.teacher() });
      onSuccess?.(saved);
    },
    onError,
  });
}
