import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentHomeView } from '@/types/wire';

/** Key of the student's Home of a day. */
export const studentHomeKey = (date: string) => ['student-portal', 'home', date] as const;

/** `GET /api/students/home?date=`: the student's lessons of `date`, the term's attendance and the latest published grades. */
export function getStudentHome(date: string, signal?: AbortSignal): Promise<StudentHomeView> {
  return api.get<StudentHomeView>(`/api/students/home?${new URLSearchParams({ date }).toString()}`, signal);
}

/** The student's Home of `date` (the browser's own day), fetched afresh each time Home shows. */
export function useStudentHome(date: string) {
  return useQuery({ queryKey: studentHomeKey(date), queryFn: ({ signal }) => getStudentHome(date, signal), staleTime: 0 });
}
