import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AbsenceNotesView } from '@/types/wire';
import type { AbsenceNote, NewAbsenceNote } from '../types/absence-notes';

/** Keys of the guardian's absence notes, per child. */
export const absenceNoteKeys = {
  all: () => ['guardian-portal', 'absence-notes'] as const,
  of: (studentID: string) => ['guardian-portal', 'absence-notes', studentID] as const,
};

/** `GET /api/guardians/absence-notes?studentID=`: the notes the guardian wrote for the child, latest first. */
export function getAbsenceNotes(studentID: string, signal?: AbortSignal): Promise<AbsenceNotesView> {
  const params = new URLSearchParams({ studentID });
  return api.get<AbsenceNotesView>(`/api/guardians/absence-notes?${params.toString()}`, signal);
}

export function absenceNotesQueryOptions(studentID: string) {
  return queryOptions({
    queryKey: absenceNoteKeys.of(studentID),
    queryFn: ({ signal }) => getAbsenceNotes(studentID, signal),
    select: (answer: AbsenceNotesView): AbsenceNote[] => answer.notes,
  });
}

/** The guardian's notes for one child. */
export function useAbsenceNotes(studentID: string) {
  return useQuery(absenceNotesQueryOptions(studentID));
}

/** `POST /api/guardians/absence-notes`: writes a note; its refusals are shown by the form, beside its fields. */
export function useWriteAbsenceNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NewAbsenceNote) => api.post<AbsenceNote>('/api/guardians/absence-notes', note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenceNoteKeys.all() }),
    meta: { silent: true },
  });
}

/** `POST /api/guardians/withdraw-absence-note`: withdraws a note not used in a register yet. */
export function useWithdrawAbsenceNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>('/api/guardians/withdraw-absence-note', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenceNoteKeys.all() }),
  });
}
