import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExcusesView } from '@/types/wire';
import type { Excuse, NewExcuse } from '../types';
import { attendanceKeys, type ExcuseFilter } from './query-keys';

/** `GET /api/attendance/excuses?studentID=` or `?sectionID=`: the excuses on file, latest first. */
export function getExcuses(filter: ExcuseFilter, signal?: AbortSignal): Promise<ExcusesView> {
  const params = new URLSearchParams({ [filter.kind === 'student' ? 'studentID' : 'sectionID']: filter.id });
  return api.get<ExcusesView>(`/api/attendance/excuses?${params.toString()}`, signal);
}

/** Query options of a student's or a section's excuses. */
export function excusesQueryOptions(filter: ExcuseFilter) {
  return queryOptions({
    queryKey: attendanceKeys.excusesOf(filter),
    queryFn: ({ signal }) => getExcuses(filter, signal),
    select: (data) => data.excuses,
  });
}

/** A student's or a section's excuses on file (admins, and the section's adviser). */
export function useExcuses(filter: ExcuseFilter) {
  return useQuery(excusesQueryOptions(filter));
}

/**
 * An excuse decides who a register not yet taken shows as excused: recording or deleting one
 * marks the excuse lists, the registers and the reports stale.
 */
async function excusesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: attendanceKeys.excuses() }),
    queryClient.invalidateQueries({ queryKey: attendanceKeys.registers() }),
    queryClient.invalidateQueries({ queryKey: attendanceKeys.reports() }),
  ]);
}

/** `POST /api/attendance/excuses`: records an excuse; errors are shown by the form, beside its fields. */
export function useRecordExcuse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (excuse: NewExcuse) => api.post<Excuse>('/api/attendance/excuses', excuse),
    onSuccess: () => excusesChanged(queryClient),
    meta: { silent: true },
  });
}

/** `POST /api/attendance/delete-excuse`: deletes an excuse. */
export function useDeleteExcuse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>('/api/attendance/delete-excuse', { id }),
    onSuccess: () => excusesChanged(queryClient),
  });
}
