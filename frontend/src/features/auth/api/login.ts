import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { LoginRequest, Role, Session, SessionOf, UserByRole } from '@/types/api';

export const LOGIN_PATH: Record<Role, string> = {
  admin: '/api/admins/login',
  student: '/api/students/login',
  teacher: '/api/teachers/login',
  guardian: '/api/guardians/login',
};

/** Signs in as `role`; on success the answer becomes the session, so the area's shell shows. */
export function useLogin<R extends Role>(role: R) {
  const queryClient = useQueryClient();
  const setSession = useSessionStore((state) => state.setSession);
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post<UserByRole[R]>(LOGIN_PATH[role], credentials),
    onSuccess: (user) => {
      const session = { role, user } as SessionOf<R> as Session;
      setSession(session);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
    },
  });
}
