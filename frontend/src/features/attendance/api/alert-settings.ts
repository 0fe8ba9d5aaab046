import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AlertSettingsView } from '@/types/wire';
import { attendanceKeys } from './query-keys';

const PATH = '/api/admins/guardian-alert-settings';

/** The server's message for the minutes, which the form checks before sending too. */
export const RESEND_MINUTES_MESSAGE = 'Enter a whole number of minutes from 5 to 1440.';

/** The guardians' alert setting: minutes an alert may stay unseen before it is e-mailed again. */
export type AlertSettings = AlertSettingsView;

const key = () => [...attendanceKeys.settings(), 'guardian-alerts'] as const;

/** `GET /api/admins/guardian-alert-settings` (30 minutes until saved). */
export function useAlertSettings() {
  return useQuery({ queryKey: key(), queryFn: ({ signal }) => api.get<AlertSettings>(PATH, signal) });
}

/** `POST /api/admins/guardian-alert-settings`; errors are shown beside the field. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) => api.post<AlertSettings>(PATH, settings),
    onSuccess: (saved) => queryClient.setQueryData(key(), saved),
    meta: { silent: true },
  });
}
