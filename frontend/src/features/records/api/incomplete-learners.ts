import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { IncompleteLearnerView, IncompleteView } from '@/types/wire';

/** A current learner whose record lacks an LRN or sex, with what is missing. */
export type IncompleteLearner = IncompleteLearnerView;

/**
 * Under the students' root: a student created, edited (an LRN filled in) or deleted anywhere marks
 * the list stale.
 */
const INCOMPLETE_LEARNERS_KEY = [...queryRoots.students, 'incomplete-records'] as const;

/** `GET /api/records/incomplete`: the first learners by name still without an LRN or sex, and how many in all. */
export function getIncompleteLearners(signal?: AbortSignal): Promise<IncompleteView> {
  return api.get<IncompleteView>('/api/records/incomplete', signal);
}

export function incompleteLearnersQueryOptions() {
  return queryOptions({ queryKey: INCOMPLETE_LEARNERS_KEY, queryFn: ({ signal }) => getIncompleteLearners(signal) });
}

/** The learners the School Forms would list as warnings, until their LRN and sex are recorded. */
export function useIncompleteLearners() {
  return useQuery(incompleteLearnersQueryOptions());
}
