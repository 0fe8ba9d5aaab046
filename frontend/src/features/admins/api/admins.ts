import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminRow, AdminsView } from '@/types/wire';

/** One administrator of `GET /api/admins/admins`. */
export type AdminAccount = AdminRow;

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

/** `create-admin`: a new administrator on a starting password. */
export const useCreateAdmin = () => useAdminChange<{ email: string; password: string }>('/api/admins/create-admin');

/** `reset-admin-password`: another administrator back on a starting password typed here. */
export const useResetAdminPassword = () =>
  useAdminChange<{ id: string; password: string }>('/api/admins/reset-admin-password');

/** `delete-admin`: removes another administrator. */
export const useDeleteAdmin = () => useAdminChange<{ id: string }>('/api/admins/delete-admin');
