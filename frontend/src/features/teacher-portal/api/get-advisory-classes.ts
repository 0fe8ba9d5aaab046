import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { AdvisoryClassRef, Session } from '@/types/api';
import { teacherPortalKeys } from './query-keys';

/**
 * The sections the signed-in teacher advises, from a fresh `GET /api/session`: an admin may
 * have changed advisers since sign-in. The answer also brings the signed-in user up to date.
 */
export async function getAdvisoryClasses(signal?: AbortSignal): Promise<AdvisoryClassRef[]> {
  const session = await api.get<Session>('/api/session', signal);
  useSessionStore.getState().setSession(session);
  return session.role === 'teacher' ? session.user.advisoryClass : [];
}

/** Asked afresh each time the screen opens; `known` (the session's list) shows meanwhile. */
export function useAdvisoryClasses(known: AdvisoryClassRef[]) {
  return useQuery({
    queryKey: teacherPortalKeys.advisoryClasses(),
    queryFn: ({ signal }) => getAdvisoryClasses(signal),
    staleTime: 0,
    placeholderData: known,
  });
}
