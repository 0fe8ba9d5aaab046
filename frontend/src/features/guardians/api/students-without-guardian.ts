import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SHARED_LIST_FRESHNESS } from '@/lib/react-query';
import type { PageQuery, StudentsWithoutGuardianPage } from '../types';
import { GUARDIANS_QUERY_KEY, pageParams } from './get-guardians';

export interface WithoutGuardianQuery extends PageQuery {
  /** Narrows the list to one section; null for every current student. */
  sectionID: string | null;
}

/** `GET /api/admins/students-without-guardian`: current students no guardian account is linked to. */
export function getStudentsWithoutGuardian(
  { sectionID, ...query }: WithoutGuardianQuery,
  signal?: AbortSignal,
): Promise<StudentsWithoutGuardianPage> {
  const params = pageParams(query);
  if (sectionID) params.set('sectionID', sectionID);
  return api.get<StudentsWithoutGuardianPage>(`/api/admins/students-without-guardian?${params.toString()}`, signal);
}

/** Under the guardians' key: creating or linking an account takes a student off this list. */
export function studentsWithoutGuardianQueryOptions(query: WithoutGuardianQuery) {
  return queryOptions({
    queryKey: [...GUARDIANS_QUERY_KEY, 'students-without', query] as const,
    queryFn: ({ signal }) => getStudentsWithoutGuardian(query, signal),
    placeholderData: keepPreviousData,
    ...SHARED_LIST_FRESHNESS,
  });
}

export function useStudentsWithoutGuardian(query: WithoutGuardianQuery) {
  return useQuery(studentsWithoutGuardianQueryOptions(query));
}
