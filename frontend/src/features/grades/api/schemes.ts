import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportCardSettings, Scheme, SchemeEntry, SubjectGroup } from '../types';
import { gradesKeys } from './query-keys';

/** `GET /api/grades/schemes`: the three subject groups' schemes. */
export function useSchemes() {
  return useQuery({
    queryKey: gradesKeys.schemes(),
    queryFn: ({ signal }) => api.get<{ schemes: SchemeEntry[] }>('/api/grades/schemes', signal),
  });
}

/** Unpublished grades follow a new scheme at once, so gradebooks and grids are fetched again. */
function useSchemeMutation<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<SchemeEntry>(path, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gradesKeys.schemes() }),
        queryClient.invalidateQueries({ queryKey: gradesKeys.gradebooks() }),
        queryClient.invalidateQueries({ queryKey: gradesKeys.sections() }),
      ]),
    meta: { silent: true },
  });
}

/** Saves a group's scheme. Silent: the form shows the refusal beside its fields. */
export const useSaveScheme = () => useSchemeMutation<{ group: SubjectGroup; scheme: Scheme }>('/api/grades/schemes');

/** Back to DepEd's scheme. */
export const useResetScheme = () => useSchemeMutation<{ group: SubjectGroup }>('/api/grades/reset-scheme');

/** The report card settings' fields, as the server names them. */
export const SETTINGS_FIELDS = ['paper', 'schoolName', 'schoolID', 'region', 'division'] as const;

/** `GET /api/grades/settings`: paper size and school name of the report cards. */
export function useReportCardSettings() {
  return useQuery({
    queryKey: gradesKeys.settings(),
    queryFn: ({ signal }) => api.get<ReportCardSettings>('/api/grades/settings', signal),
  });
}

export function useSaveReportCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReportCardSettings) => api.post<ReportCardSettings>('/api/grades/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(gradesKeys.settings(), saved),
    meta: { silent: true },
  });
}
