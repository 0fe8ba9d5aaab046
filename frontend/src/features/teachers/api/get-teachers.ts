import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Teacher } from '../types';

export const TEACHERS_QUERY_KEY = ['teachers'] as const;

export async function getTeachers(signal?: AbortSignal): Promise<Teacher[]> {
  const teachers = await api.get<unknown>('/api/admins/get-teachers', signal);
  // A list is what the table can page through; anything else is a failed load, not a crash.
  if (!Array.isArray(teachers)) throw new Error('The teacher list could not be read.');
  return teachers as Teacher[];
}

export function teachersQueryOptions() {
  return queryOptions({
    queryKey: TEACHERS_QUERY_KEY,
    queryFn: ({ signal }) => getTeachers(signal),
  });
}

/** Every teacher account, in the server's order. */
export function useTeachers() {
  return useQuery(teachersQueryOptions());
}
