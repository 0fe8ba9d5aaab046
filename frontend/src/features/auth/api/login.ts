import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { LoginRequest, Role, Session, SessionOf, UserByRole } from '@/types/api';
import type { ChallengeView } from '@/types/wire';

/** Administrators and cashiers sign in by the same call, at /admin. */
export const LOGIN_PATH: Record<Role, string> = {
  admin: '/api/admins/login',
  cashier: '/api/admins/login',
  student: '/api/students/login',
  teacher: '/api/teachers/login',
  guardian: '/api/guardians/login',
};

/** A sign-in whose password matched, waiting for its second step. */
export type SignInOutcome = { session: Session } | { challenge: ChallengeView };

function isChallenge(answer: unknown): answer is ChallengeView {
  return typeof answer === 'object' && answer !== null && 'second_step' in answer && 'challenge' in answer;
}

/**
 * Signs in as `role` and answers the session, or the challenge of a second step. The staff
 * sign-in admits administrators and cashiers alike and its answer does not say which, so the
 * session is read after it: a cashier's area must not start as an administrator's and call what
 * they are refused.
 */
async function signIn<R extends Role>(role: R, credentials: LoginRequest): Promise<SignInOutcome> {
  const answer = await api.post<UserByRole[R] | ChallengeView>(LOGIN_PATH[role], credentials);
  if (isChallenge(answer)) return { challenge: answer };
  if (LOGIN_PATH[role] === LOGIN_PATH.admin) return { session: await api.get<Session>('/api/session') };
  return { session: { role, user: answer } as SessionOf<R> as Session };
}

/** Keeps a session that has just begun, so the area's shell shows. */
export function useKeepSession() {
  const queryClient = useQueryClient();
  const setSession = useSessionStore((state) => state.setSession);
  return (session: Session) => {
    setSession(session);
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
  };
}

/**
 * Signs in as `role`; on success the session is kept, so the area's shell shows, or
 * `onChallenge` is told that the sign-in waits for a second step.
 */
export function useLogin<R extends Role>(role: R, onChallenge?: (challenge: ChallengeView) => void) {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => signIn(role, credentials),
    onSuccess: (outcome) => {
      if ('session' in outcome) keep(outcome.session);
      else onChallenge?.(outcome.challenge);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
    },
  });
}
