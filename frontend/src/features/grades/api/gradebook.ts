import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type * as Wire from '@/types/wire';
import type {
  Assessment,
  AssessmentInput,
  Gradebook,
  MySubjectsAnswer,
  SavedScore,
} from '../types';
import { gradesKeys } from './query-keys';

/** The assessment form's fields, as the server names them in `errors`. */
export const ASSESSMENT_FIELDS = ['title', 'category', 'highest', 'date'] as const;

/** How often an open gradebook is fetched again, so entries from another tab appear. */
export const GRADEBOOK_REFRESH_MS = 15_000;

/** `GET /api/grades/my-subjects`: the subjects the teacher grades and the year's terms. */
export function useMySubjects() {
  return useQuery({
    queryKey: gradesKeys.mySubjects(),
    queryFn: ({ signal }) => api.get<MySubjectsAnswer>('/api/grades/my-subjects', signal),
  });
}

export function gradebookQueryOptions(subjectID: string, termID: string) {
  return queryOptions({
    queryKey: gradesKeys.gradebook(subjectID, termID),
    queryFn: ({ signal }) =>
      api.get<Gradebook>(`/api/grades/gradebook?${new URLSearchParams({ subjectID, termID }).toString()}`, signal),
    // Another tab, or a colleague, may be entering scores too: fetched again on focus and
    // every few seconds; the grid merges what comes into the cells nobody is editing.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: GRADEBOOK_REFRESH_MS,
  });
}

/** A subject's gradebook of a term. */
export function useGradebook(subjectID: string, termID: string) {
  return useQuery(gradebookQueryOptions(subjectID, termID));
}

/** `POST /api/grades/score`: one cell; `score` is a number as text, "ex", or "" for not yet. */
export function saveScore(assessmentID: string, studentID: string, score: string): Promise<SavedScore> {
  return api.post<SavedScore>('/api/grades/score', { assessmentID, studentID, score });
}

/**
 * Puts a saved score and the student's new term grade into the gradebook shown. A fetch still
 * under way was sent before the save, so it is called off: its answer would bring the old value back.
 */
export async function applySavedScore(
  queryClient: QueryClient,
  subjectID: string,
  termID: string,
  saved: SavedScore,
): Promise<void> {
  const key = gradesKeys.gradebook(subjectID, termID);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Gradebook>(key, (book) => {
    if (!book) return book;
    return {
      ...book,
      students: book.students.map((student) => {
        if (student._id !== saved.studentID) return student;
        const scores = { ...student.scores };
        if (saved.score === null) delete scores[saved.assessmentID];
        else scores[saved.assessmentID] = saved.score;
        return { ...student, scores, grade: saved.grade };
      }),
    };
  });
}

/** After an assessment or a status changes: the gradebook, and the adviser's grid, again. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gradesKeys.gradebooks() }),
    queryClient.invalidateQueries({ queryKey: gradesKeys.sections() }),
  ]);
}

/** 'Add assessment'. Silent: the form shows the refusal beside its field. */
export function useAddAssessment(subjectID: string, termID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessmentInput) =>
      api.post<Assessment>('/api/grades/assessments', { subjectID, termID, ...input }),
    onSuccess: () => refresh(queryClient),
    meta: { silent: true },
  });
}

/** An assessment's title, category, highest possible score or date changed. */
export function useUpdateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessmentInput & { id: string }) => api.post<Assessment>('/api/grades/update-assessment', input),
    onSuccess: () => refresh(queryClient),
    meta: { silent: true },
  });
}

/** Deletes an assessment with its scores. */
export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>('/api/grades/delete-assessment', { id }),
    onSuccess: () => refresh(queryClient),
  });
}

/** 'Submit grades' (`submit`) or 'Withdraw submission' (`withdraw`). */
export function useSubmission(subjectID: string, termID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'submit' | 'withdraw') =>
      api.post<Wire.StatusChangeView>(`/api/grades/${action}`, { subjectID, termID }),
    onSuccess: () => refresh(queryClient),
  });
}
