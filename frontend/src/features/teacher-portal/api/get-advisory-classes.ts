import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/queries/session';
import type { AdvisoryClassRef, Session } from '@/types/api';

function advisoryClassesOf(session: Session | null): AdvisoryClassRef[] {
  return session?.role === 'teacher' ? session.user.advisoryClass : [];
}

/**
 * The sections the signed-in teacher advises, from the session asked afresh each time a screen
 * showing them opens: an admin may have changed advisers since sign-in. The answer also brings
 * the signed-in user up to date. Until it comes, the session known so far shows.
 */
export function useAdvisoryClasses() {
  return useQuery({ ...sessionQueryOptions, staleTime: 0, select: advisoryClassesOf });
}
