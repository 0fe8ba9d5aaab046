import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherWork, WorkReview } from '../types';
import { useKeepClassWork } from './class-work-cache';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';

/**
 * `POST /api/teachers/review-work`: a student's score and the teacher's comment; the piece with
 * its class's work. A graded piece's score is the gradebook's ('ex' excuses); 400 names `score`
 * or `comment`, 409 says the gradebook is submitted or published.
 */
export function reviewWork(review: WorkReview): Promise<TeacherWork> {
  return api.post<TeacherWork>('/api/teachers/review-work', review);
}

/** Saves a student's score and the comment on their work. */
export function useReviewWork({ onSuccess, onError }: ClassworkMutationCallbacks<TeacherWork> = {}) {
  const keep = useKeepClassWork();
  return useMutation({
    mutationFn: reviewWork,
    onSuccess: (answer) => {
      keep(answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
