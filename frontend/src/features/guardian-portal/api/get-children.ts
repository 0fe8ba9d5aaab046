import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChildrenAnswer } from '../types';

/** Key of the signed-in guardian's children. */
export const CHILDREN_QUERY_KEY = ['guardian-portal', 'children'] as const;

/** `GET /api/guardians/children`: the children linked to the signed-in guardian. */
export function getChildren(signal?: AbortSignal): Promise<ChildrenAnswer> {
  return api.get<ChildrenAnswer>('/api/guardians/children', signal);
}

export function childrenQueryOptions() {
  return queryOptions({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: ({ signal }) => getChildren(signal),
    select: (answer: ChildrenAnswer) => answer.children,
  });
}

/** The signed-in guardian's children, by last then first name (an empty list when none is linked). */
export function useChildren() {
  return useQuery(childrenQueryOptions());
}
