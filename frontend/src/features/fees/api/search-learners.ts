import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeLearnersView } from '../types';
import { feesKeys } from './query-keys';

/** The most learners `GET /api/fees/learners` answers: more are found by typing more. */
export const LEARNERS_FOUND_MAX = 10;

/**
 * `GET /api/fees/learners?q=`: the first learners whose name, email or LRN (a prefix of its
 * digits will do) match `q`. Open to cashiers, who may not search the administrators' student
 * list.
 */
export function searchLearners(q: string, signal?: AbortSignal): Promise<FeeLearnersView> {
  return api.get<FeeLearnersView>(`/api/fees/learners?${new URLSearchParams({ q: q.trim() }).toString()}`, signal);
}

/** Query options of a learner search; the last matches stay listed while the next ones load. */
export function learnerSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: feesKeys.learners(q.trim()),
    queryFn: ({ signal }) => searchLearners(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The learners matching `q`; nothing is asked until something is typed. */
export function useLearnerSearch(q: string) {
  return useQuery(learnerSearchQueryOptions(q));
}
