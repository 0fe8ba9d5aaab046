import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { GuardianUser } from '@/types/api';
import type { AlertsView } from '@/types/wire';
import type { GuardianAlert } from '../types';

/** Query keys of the guardian's alerts. */
export const alertKeys = {
  all: ['guardian-portal', 'alerts'] as const,
};

/** `GET /api/guardians/alerts`: the guardian's latest alerts, latest first. */
export function getGuardianAlerts(signal?: AbortSignal): Promise<AlertsView> {
  return api.get<AlertsView>('/api/guardians/alerts', signal);
}

/** Query options of the guardian's alerts. */
export function guardianAlertsQueryOptions() {
  return queryOptions({ queryKey: alertKeys.all, queryFn: ({ signal }) => getGuardianAlerts(signal), select: (data) => data.alerts });
}

/** The guardian's alerts (whether each was seen or answered). */
export function useGuardianAlerts(enabled = true) {
  return useQuery({ ...guardianAlertsQueryOptions(), enabled });
}

/** Seeing or answering an alert reads its notification: both lists are stale. */
function useAlertChanged() {
  const queryClient = useQueryClient();
  return async (alert: GuardianAlert) => {
    queryClient.setQueryData<AlertsView>(alertKeys.all, (old) =>
      old ? { alerts: old.alerts.map((each) => (each._id === alert._id ? alert : each)) } : old,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: alertKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
  };
}

/** `POST /api/guardians/alerts/seen {id}`. */
export function useMarkAlertSeen() {
  const changed = useAlertChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<GuardianAlert>('/api/guardians/alerts/seen', { id }),
    onSuccess: changed,
  });
}

/** `POST /api/guardians/alerts/reply {id, reply}`: errors are shown beside the reply field. */
export function useReplyToAlert() {
  const changed = useAlertChanged();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      api.post<GuardianAlert>('/api/guardians/alerts/reply', { id, reply }),
    onSuccess: changed,
    meta: { silent: true },
  });
}

/** `POST /api/guardians/email-alerts {enabled}`: the switch shows at once in the session. */
export function useSetEmailAlerts() {
  return useMutation({
    mutationFn: (enabled: boolean) => api.post<GuardianUser>('/api/guardians/email-alerts', { enabled }),
    onSuccess: (guardian) => {
      const { session, setSession } = useSessionStore.getState();
      if (session?.role === 'guardian') {
        setSession({ ...session, user: { ...session.user, email_alerts: guardian.email_alerts } });
      }
    },
  });
}
