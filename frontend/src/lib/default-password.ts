import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultPasswordView } from '@/types/wire';
import { api } from './api-client';

export const DEFAULT_PASSWORD_QUERY_KEY = ['default-password'] as const;

/**
 * The starting password the server gives new teacher and student accounts (its
 * `LYCEUM_DEFAULT_PASSWORD`); they set their own at first sign-in.
 */
export async function getDefaultPassword(signal?: AbortSignal): Promise<string> {
  const answer = await api.get<DefaultPasswordView>('/api/admins/default-password', signal);
  return answer.password;
}

export function defaultPasswordQueryOptions() {
  return queryOptions({
    queryKey: DEFAULT_PASSWORD_QUERY_KEY,
    queryFn: ({ signal }) => getDefaultPassword(signal),
  });
}

/**
 * What the create forms show in their disabled password field. The forms send no password,
 * so the account starts on the server's, whatever this shows.
 */
export function useDefaultPassword() {
  return useQuery(defaultPasswordQueryOptions());
}
