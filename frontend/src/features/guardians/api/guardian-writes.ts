import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminGuardian, GuardianCreation, NewGuardian } from '../types';
import { GUARDIANS_QUERY_KEY } from './get-guardians';

/**
 * A call that changes guardian accounts: every guardian query (the accounts, the students
 * without one, the previews) is stale afterwards. Errors are shown by the screen that made
 * the call, beside its fields or in its dialog.
 */
function useGuardianWrite<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Answer>(path, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: GUARDIANS_QUERY_KEY }),
    meta: { silent: true },
  });
}

/** `create-guardian-accounts`: one account per distinct guardian email of a section (or the school). */
export const useCreateGuardianAccounts = () =>
  useGuardianWrite<{ sectionID: string | null }, GuardianCreation>('/api/admins/create-guardian-accounts');

/** `create-guardian-from-student`: the account of a student's guardian block, linked to that student. */
export const useCreateGuardianFromStudent = () =>
  useGuardianWrite<{ studentID: string }, AdminGuardian>('/api/admins/create-guardian-from-student');

/** `create-guardian`: an account from the form, linked to the students chosen. */
export const useCreateGuardian = () => useGuardianWrite<NewGuardian, AdminGuardian>('/api/admins/create-guardian');

/** `link-guardian`: one more child for an account (the relationship defaults to the guardian's). */
export const useLinkGuardian = () =>
  useGuardianWrite<{ guardianID: string; studentID: string; relationship?: string }, AdminGuardian>(
    '/api/admins/link-guardian',
  );

/** `unlink-guardian`: takes a child off an account, at once. */
export const useUnlinkGuardian = () =>
  useGuardianWrite<{ guardianID: string; studentID: string }, AdminGuardian>('/api/admins/unlink-guardian');

/** `delete-guardian`: deletes accounts with their links and sessions; the students stay. */
export const useDeleteGuardians = () => useGuardianWrite<{ ids: string[] }, { message: string }>('/api/admins/delete-guardian');
