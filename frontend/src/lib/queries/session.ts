import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { Session } from '@/types/api';

/** `GET /api/session`: the signed-in role and user, or null when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await api.get<Session>('/api/session', signal);
    useSessionStore.getState().setSession(session);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      useSessionStore.getState().clearSession();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession(signal),
  // The store is kept current by sign-in, sign-out and 401s; refetch only when asked.
  staleTime: Infinity,
  retry: false,
  meta: { silent: true },
});

/** Who is signed in, as the area gate restores it on load. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
