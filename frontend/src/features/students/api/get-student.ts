import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentRecord } from '../types';
import { STUDENTS_QUERY_KEY } from './get-students';

/** `GET /api/admins/get-student?id=`: one student with their learner's record (404 when there is none). */
export function getStudent(id: string, signal?: AbortSignal): Promise<StudentRecord> {
  return api.get<StudentRecord>(`/api/admins/get-student?${new URLSearchParams({ id }).toString()}`, signal);
}

/** The key of one student's record (`get-student`), under the students' root. */
export function studentRecordKey(id: string | null) {
  return [...STUDENTS_QUERY_KEY, 'one', id] as const;
}

/**
 * The student a record's address or the edit form names; nothing is asked while `id` is null.
 * Asked afresh each time one opens, as another administrator may have changed them since.
 */
export function useStudent(id: string | null) {
  return useQuery({
    queryKey: studentRecordKey(id),
    queryFn: ({ signal }) => getStudent(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
