import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { SHARED_LIST_FRESHNESS } from '@/lib/react-query';
import type { GuardiansPage, PageQuery } from '../types';

/** Every guardian query starts with this key; every guardian write marks them all stale. */
export const GUARDIANS_QUERY_KEY = queryRoots.guardians;

/** The `page`, `pageSize` and (when something is typed) `q` of a list call. */
export function pageParams({ q, page, pageSize }: PageQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return params;
}

/** `GET /api/admins/guardians`: one page of guardian accounts, by last then first name. */
export function getGuardians(query: PageQuery, signal?: AbortSignal): Promise<GuardiansPage> {
  return api.get<GuardiansPage>(`/api/admins/guardians?${pageParams(query).toString()}`, signal);
}

export function guardiansQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: [...GUARDIANS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getGuardians(query, signal),
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
    ...SHARED_LIST_FRESHNESS,
  });
}

/** One page of guardian accounts with their children, searched by name or email on the server. */
export function useGuardians(query: PageQuery) {
  return useQuery(guardiansQueryOptions(query));
}
