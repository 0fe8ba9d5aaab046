import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuardianCounts } from '../types';
import { GUARDIANS_QUERY_KEY } from './get-guardians';

/**
 * `POST /api/admins/preview-guardian-accounts`: what creating the accounts of a section (or,
 * with null, the whole school) would do. It changes nothing, so it is read as a query.
 */
export function previewGuardianAccounts(sectionID: string | null, signal?: AbortSignal): Promise<GuardianCounts> {
  return api.post<GuardianCounts>('/api/admins/preview-guardian-accounts', { sectionID }, signal);
}

export function guardianPreviewQueryOptions(sectionID: string | null) {
  return queryOptions({
    queryKey: [...GUARDIANS_QUERY_KEY, 'preview', sectionID ?? 'school'] as const,
    queryFn: ({ signal }) => previewGuardianAccounts(sectionID, signal),
    staleTime: 0,
  });
}

/** The counts of a scope, asked afresh each time the scope is chosen; `enabled` false waits for a section. */
export function useGuardianPreview(sectionID: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...guardianPreviewQueryOptions(sectionID), enabled });
}
