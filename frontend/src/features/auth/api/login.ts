import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { LoginRequest, Role, Session, SessionOf, UserByRole } from '@/types/api';

/** Administrators and cashiers sign in by the same call, at /admin. */
export const LOGIN_PATH: Record<Role, string> = {
  admin: '/api/admins/login',
  cashier: '/api/admins/login',
  student: '/api/students/login',
  teacher: '/api/teachers/login',
  guardian: '/api/guardians/login',
};

/**
 * Signs in as `role` and answers the session. The staff sign-in admits administrators and
 * cashiers alike and its answer does not say which, so the session is read after it: a
 * cashier's area must not start as an administrator's and call what they are refused.
 */
async function signIn<R extends Role>(role: R, credentials: LoginRequest): Promise<Session> {
  const user = await api.post<UserByRole[R]>(LOGIN_PATH[role], credentials);
  if (LOGIN_PATH[role] === LOGIN_PATH.admin) return api.get<Session>('/api/session');
  return { role, user } as SessionOf<R> as Session;
}

/** Signs in as `role`; on success the session is kept, so the area's shell shows. */
export function useLogin<R extends Role>(role: R) {
  const queryClient = useQueryClient();
  const setSession = useSessionStore((state) => state.setSession);
  return useMutation({
    mutationFn: (credentials: LoginRequest) => signIn(role, credentials),
    onSuccess: (session) => {
      setSession(session);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
    },
  });
}
