import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { childGradesKey } from '@/lib/query-keys';
import type { YearGradesView } from '@/types/wire';

/**
 * `GET /api/guardians/children/{studentID}/grades`: a guardian's child's published grades of the
 * year, each subject by term (the guardian's Grades screen, and the Home's chart by quarter).
 */
export function useChildGrades(studentID: string) {
  return useQuery({
    queryKey: childGradesKey(studentID),
    queryFn: ({ signal }) =>
      api.get<YearGradesView>(`/api/guardians/children/${encodeURIComponent(studentID)}/grades`, signal),
  });
}
