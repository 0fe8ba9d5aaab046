import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Student } from '../types';
import { STUDENTS_QUERY_KEY } from './get-students';

/** `GET /api/admins/get-student?id=`: one student, as the list shows them (404 when there is none). */
export function getStudent(id: string, signal?: AbortSignal): Promise<Student> {
  return api.get<Student>(`/api/admins/get-student?${new URLSearchParams({ id }).toString()}`, signal);
}

/** The student a record's address names; nothing is asked while `id` is null. */
export function useStudent(id: string | null) {
  return useQuery({
    queryKey: [...STUDENTS_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getStudent(id!, signal),
    enabled: id !== null,
  });
}
