import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENT_YEAR_KEY, SCHOOL_YEARS_KEY } from '@/lib/query-keys';
import type { SchoolYear } from '@/types/api';

/** A year's name and days as the forms send them. */
export interface YearFields {
  name: string;
  firstDay: string;
  lastDay: string;
}

/**
 * The calls that change the calendar; each one reloads the years and the current year. Errors
 * are shown by the forms, beside their fields.
 */
function useCalendarChange<Body, Answer = SchoolYear>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Answer>(path, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCHOOL_YEARS_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_YEAR_KEY });
    },
    meta: { silent: true },
  });
}

/** `create-school-year`: a new year; the first one becomes current. */
export const useCreateSchoolYear = () => useCalendarChange<YearFields>('/api/admins/create-school-year');

/** `update-school-year`: a year renamed or moved. */
export const useUpdateSchoolYear = () =>
  useCalendarChange<YearFields & { id: string }>('/api/admins/update-school-year');

/** `delete-school-year`: a year with its terms and no-school days. */
export const useDeleteSchoolYear = () =>
  useCalendarChange<{ id: string }, { message: string }>('/api/admins/delete-school-year');

/** `set-current-school-year`: this year becomes the current one. */
export const useSetCurrentSchoolYear = () => useCalendarChange<{ id: string }>('/api/admins/set-current-school-year');

/** `add-term` or `add-no-school-day` (whose last day may be blank: a single day). */
export const useAddPeriod = (kind: PeriodKind) =>
  useCalendarChange<YearFields & { schoolYearID: string }>(
    kind === 'term' ? '/api/admins/add-term' : '/api/admins/add-no-school-day',
  );

/** `delete-term` or `delete-no-school-day`. */
export const useDeletePeriod = (kind: PeriodKind) =>
  useCalendarChange<{ id: string }>(kind === 'term' ? '/api/admins/delete-term' : '/api/admins/delete-no-school-day');

/** What a period table holds: a year's terms or its no-school days. */
export type PeriodKind = 'term' | 'noSchoolDay';
