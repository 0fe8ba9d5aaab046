import { useQueryClient } from '@tanstack/react-query';
import type { TeacherWork } from '../types';
import { classworkKeys } from './query-keys';

/**
 * After a score saved or work returned: the server answers the whole class again, which replaces
 * the review's copy at once (no second load).
 */
export function useKeepClassWork() {
  const queryClient = useQueryClient();
  return (answer: TeacherWork) => {
    queryClient.setQueryData(classworkKeys.work(answer.assignment._id), answer);
  };
}
