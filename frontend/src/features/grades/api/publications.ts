import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublishedView } from '@/types/wire';
import type { PublicationsAnswer } from '../types';
import { gradesKeys } from './query-keys';

/** `GET /api/grades/publications`: every section with subjects, and whether its term is published. */
export function usePublications(termID: string | null) {
  return useQuery({
    queryKey: gradesKeys.publications(termID),
    enabled: termID !== null,
    queryFn: ({ signal }) =>
      api.get<PublicationsAnswer>(
        `/api/grades/publications${termID ? `?${new URLSearchParams({ termID }).toString()}` : ''}`,
        signal,
      ),
  });
}

/** Publishing and unlocking change what every grades screen shows. */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: gradesKeys.all });

/** Publishes a term for a section, or for the whole school when `sectionID` is left out. */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { termID: string; sectionID?: string }) =>
      api.post<PublishedView>('/api/grades/publish', input),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** Unlocks a published section's term, with the reason. Silent: the dialog shows the refusal. */
export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { termID: string; sectionID: string; reason: string }) =>
      api.post<{ message: string }>('/api/grades/unlock', input),
    onSuccess: () => refreshAll(queryClient),
    meta: { silent: true },
  });
}
