import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffRole } from '@/lib/session-store';
import type { AdminRow, AdminsView, Role, SignInSettingsView } from '@/types/wire';

/** One staff account of `GET /api/admins/admins`: an administrator or a cashier. */
export type AdminAccount = AdminRow;

/** The roles a staff account is made with, as the screen names them: everything, or only Fees. */
export const STAFF_ROLE_CHOICES: readonly { value: StaffRole; label: string; description: string }[] = [
  { value: 'admin', label: 'Administrator', description: 'Manages the whole school.' },
  { value: 'cashier', label: 'Cashier', description: 'Sees only Fees: schedules, assessment, learner accounts, payments, their own collections and the reports.' },
];

/** "Administrator" or "Cashier". */
export function staffRoleLabel(role: Role): string {
  return role === 'cashier' ? 'Cashier' : 'Administrator';
}

/** The body of `create-admin`. */
export interface CreateAdminRequest {
  email: string;
  password: string;
  role: StaffRole;
}

const ADMINS_KEY = ['admins'] as const;

/** `GET /api/admins/admins`: every administrator, oldest first. */
export function getAdmins(signal?: AbortSignal): Promise<AdminsView> {
  return api.get<AdminsView>('/api/admins/admins', signal);
}

export function adminsQueryOptions() {
  return queryOptions({
    queryKey: ADMINS_KEY,
    queryFn: ({ signal }) => getAdmins(signal),
    select: (data) => data.admins,
  });
}

/** Every administrator, oldest first. */
export function useAdmins() {
  return useQuery(adminsQueryOptions());
}

/** The calls that change administrators; each one reloads the list. Errors are shown by the forms. */
function useAdminChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<{ message: string }>(path, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMINS_KEY }),
    meta: { silent: true },
  });
}

/** `create-admin`: a new administrator or cashier on a starting password. */
export const useCreateAdmin = () => useAdminChange<CreateAdminRequest>('/api/admins/create-admin');

/** `reset-admin-password`: another administrator back on a starting password typed here. */
export const useResetAdminPassword = () =>
  useAdminChange<{ id: string; password: string }>('/api/admins/reset-admin-password');

/** `delete-admin`: removes another administrator. */
export const useDeleteAdmin = () => useAdminChange<{ id: string }>('/api/admins/delete-admin');

const SIGN_IN_SETTINGS_KEY = ['sign-in-settings'] as const;

/** `GET /api/admins/sign-in-settings`: whether administrators and cashiers must use two-step sign-in. */
export function useSignInSettings() {
  return useQuery({
    queryKey: SIGN_IN_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<SignInSettingsView>('/api/admins/sign-in-settings', signal),
  });
}

/** `POST /api/admins/sign-in-settings`: the rule saved; staff without two-step sign-in are signed out. */
export function useSaveSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInSettingsView) => api.post<SignInSettingsView>('/api/admins/sign-in-settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(SIGN_IN_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ADMINS_KEY });
    },
    meta: { silent: true },
  });
}
