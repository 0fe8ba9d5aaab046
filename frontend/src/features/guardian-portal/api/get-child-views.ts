import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChildHome, ChildTeachers } from '../types';

/** Keys of what the guardian portal reads of one child. */
export const childKeys = {
  home: (studentID: string, date: string) => ['guardian-portal', 'child', studentID, 'home', date] as const,
  teachers: (studentID: string) => ['guardian-portal', 'child', studentID, 'teachers'] as const,
};

const childPath = (studentID: string, what: string) =>
  `/api/guardians/children/${encodeURIComponent(studentID)}/${what}`;

/** `GET /api/guardians/children/{studentID}/home?date=`: the child, today's lessons, the term's attendance, the latest grades. */
export function getChildHome(studentID: string, date: string, signal?: AbortSignal): Promise<ChildHome> {
  return api.get<ChildHome>(`${childPath(studentID, 'home')}?${new URLSearchParams({ date }).toString()}`, signal);
}

/**
 * Home of the chosen child on `date` (the browser's own day). `silent` for a screen that shows
 * the server's refusal itself (a link naming a child who is not the guardian's), without a toast.
 */
export function useChildHome(studentID: string, date: string, { silent = false }: { silent?: boolean } = {}) {
  return useQuery({
    queryKey: childKeys.home(studentID, date),
    queryFn: ({ signal }) => getChildHome(studentID, date, signal),
    meta: { silent },
  });
}

/** `GET /api/guardians/children/{studentID}/teachers`: the adviser and each subject's teacher. */
export function useChildTeachers(studentID: string) {
  return useQuery({
    queryKey: childKeys.teachers(studentID),
    queryFn: ({ signal }) => api.get<ChildTeachers>(childPath(studentID, 'teachers'), signal),
  });
}
