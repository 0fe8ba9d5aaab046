import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherWork } from '../types';
import { useKeepClassWork } from './class-work-cache';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';

/**
 * `POST /api/teachers/return-work`: the work of the students named goes back to them (each is
 * told at once); the piece with its class's work.
 */
export function returnWork(assignmentID: string, studentIDs: readonly string[]): Promise<TeacherWork> {
  return api.post<TeacherWork>('/api/teachers/return-work', { assignmentID, studentIDs });
}

/** Returns the work of the students named, by id, on the piece. */
export function useReturnWork(assignmentID: string, { onSuccess, onError }: ClassworkMutationCallbacks<TeacherWork> = {}) {
  const keep = useKeepClassWork();
  return useMutation({
    mutationFn: (studentIDs: readonly string[]) => returnWork(assignmentID, studentIDs),
    onSuccess: (answer) => {
      keep(answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
