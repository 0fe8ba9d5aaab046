import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterAnswer, RegisterRef } from '../types';
import { attendanceKeys } from './query-keys';

/** The query string naming a register: `scheduleID=` for a lesson, `sectionID=` for a daily one. */
export function registerParams(ref: RegisterRef): URLSearchParams {
  return ref.kind === 'lesson'
    ? new URLSearchParams({ scheduleID: ref.scheduleID, date: ref.date })
    : new URLSearchParams({ sectionID: ref.sectionID, date: ref.date });
}

/** `GET /api/attendance/register`: one register with its students and their marks. */
export function getRegister(ref: RegisterRef, signal?: AbortSignal): Promise<RegisterAnswer> {
  return api.get<RegisterAnswer>(`/api/attendance/register?${registerParams(ref).toString()}`, signal);
}

/** Query options of one register. Silent: the roll call shows the server's refusal in its place. */
export function registerQueryOptions(ref: RegisterRef) {
  return queryOptions({
    queryKey: attendanceKeys.register(ref),
    queryFn: ({ signal }) => getRegister(ref, signal),
    meta: { silent: true },
  });
}

/** One register, as the roll call opens it. */
export function useRegister(ref: RegisterRef) {
  return useQuery(registerQueryOptions(ref));
}
