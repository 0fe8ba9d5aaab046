import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feesKeys } from './query-keys';

/** `POST /api/fees/send-reminders`: what `sent` says of the reminders due today that had not gone out yet. */
export interface SentRemindersView {
  sent: number;
}

/** `POST /api/fees/send-reminders`: sends now every reminder due today not sent before (the server also does it hourly). */
export function sendReminders(): Promise<SentRemindersView> {
  return api.post<SentRemindersView>('/api/fees/send-reminders', {});
}

/** Sends the reminders due today; the lists of reminders sent are read again. A failure is a toast. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKeys.reminders() }),
  });
}
