import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeSettingsView } from '../types';
import { put } from './put';
import { feesKeys } from './query-keys';

/** The settings' fields the form shows, as the server names them in `errors` and the form names its inputs. */
export const FEE_SETTINGS_FIELDS = ['studentsSeeFees', 'remindDaysBefore', 'remindOverdue', 'onlinePayments'] as const;

/** The server's own message for the days before a due date, which the form checks before sending too. */
export const REMIND_DAYS_MESSAGE = 'Enter a whole number of days from 0 to 60.';

/** The most days before a due date a reminder may go out. */
export const MOST_REMIND_DAYS = 60;

/** `PUT /api/fees/settings`: the school's fee settings (administrators only); answers them as saved. */
export function saveFeeSettings(settings: FeeSettingsView): Promise<FeeSettingsView> {
  return put<FeeSettingsView>('/api/fees/settings', settings);
}

/** Saves the fee settings; the answer becomes the settings shown. Failures are the form's to show. */
export function useSaveFeeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeeSettings,
    onSuccess: (saved) => queryClient.setQueryData(feesKeys.settings(), saved),
    meta: { silent: true },
  });
}
