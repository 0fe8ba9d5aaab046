import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type * as Wire from '@/types/wire';
import type { SectionGrades } from '../types';
import { gradesKeys } from './query-keys';

/** `GET /api/grades/section`: the adviser's section, students × subjects, with averages and comments. */
export function useSectionGrades(sectionID: string, termID: string | null) {
  return useQuery({
    queryKey: gradesKeys.section(sectionID, termID),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ sectionID });
      if (termID) params.set('termID', termID);
      return api.get<SectionGrades>(`/api/grades/section?${params.toString()}`, signal);
    },
    enabled: sectionID !== '' && termID !== null,
  });
}

export interface CommentInput {
  studentID: string;
  termID: string;
  comment: string;
}

/** A student's comment for the term; blank deletes it. Silent: the row shows its own state. */
export function useSaveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => api.post<Wire.CommentView>('/api/grades/comment', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradesKeys.sections() }),
    meta: { silent: true },
  });
}
