import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherClassworkView } from '@/types/wire';
import type { ClassworkPost } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/** `POST /api/teachers/classwork`: the pieces posted, one per class chosen. */
export function postClasswork(post: ClassworkPost): Promise<TeacherClassworkView> {
  return api.post<TeacherClassworkView>('/api/teachers/classwork', post);
}

/** Posts classwork to the classes chosen; the teacher's list reloads afterwards. */
export function usePostClasswork({ onSuccess, onError }: ClassworkMutationCallbacks<TeacherClassworkView> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postClasswork,
    onSuccess: async (posted) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.teacher() });
      onSuccess?.(posted);
    },
    onError,
  });
}
