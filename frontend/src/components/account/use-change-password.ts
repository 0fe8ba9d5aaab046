import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { ChangePasswordRequest, MessageResponse, Session } from '@/types/api';

export const PASSWORD_UPDATED = 'Password updated.';

/** `POST /api/password`; on success the account is free to use the portal. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.post<MessageResponse>('/api/password', body),
    onSuccess: () => {
      notifySuccess(PASSWORD_UPDATED);
      const { session, setSession } = useSessionStore.getState();
      if (session) {
        setSession({ ...session, user: { ...session.user, must_change_password: false } } as Session);
      }
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    // The form shows field errors beside the fields and toasts the rest itself.
    meta: { silent: true },
  });
}
