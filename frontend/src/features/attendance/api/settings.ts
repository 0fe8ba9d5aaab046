import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AttendanceSettings } from '../types';
import { attendanceKeys } from './query-keys';

const SETTINGS_PATH = '/api/admins/attendance-settings';

/** The settings' fields, as the server names them in `errors`. */
export const SETTINGS_FIELDS = ['registers', 'editDays', 'chronicPercent'] as const;

/** The server's own messages for each field, which the form checks before sending too. */
export const SETTINGS_MESSAGES = {
  registers: 'Choose lesson, daily or both.',
  editDays: 'Enter a whole number of days from 0 to 365.',
  chronicPercent: 'Enter a whole percentage from 1 to 100.',
} as const;

/** `GET /api/admins/attendance-settings`: the school's attendance settings (the defaults until saved). */
export function getAttendanceSettings(signal?: AbortSignal): Promise<AttendanceSettings> {
  return api.get<AttendanceSettings>(SETTINGS_PATH, signal);
}

/** Query options of the attendance settings. */
export function attendanceSettingsQueryOptions() {
  return queryOptions({ queryKey: attendanceKeys.settings(), queryFn: ({ signal }) => getAttendanceSettings(signal) });
}

/** The school's attendance settings (administrators only). */
export function useAttendanceSettings() {
  return useQuery(attendanceSettingsQueryOptions());
}

/**
 * `POST /api/admins/attendance-settings`: saves all three settings; the answer becomes the
 * settings shown. Which registers there are, and until when they may be changed, follow the
 * settings, so the day lists, registers and reports are marked stale. Errors are shown by the form.
 */
export function useSaveAttendanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AttendanceSettings) => api.post<AttendanceSettings>(SETTINGS_PATH, settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(attendanceKeys.settings(), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceKeys.days() }),
        queryClient.invalidateQueries({ queryKey: attendanceKeys.registers() }),
        queryClient.invalidateQueries({ queryKey: attendanceKeys.reports() }),
      ]);
    },
    meta: { silent: true },
  });
}
