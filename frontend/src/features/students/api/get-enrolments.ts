import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Enrolment } from '../types';
import { STUDENTS_QUERY_KEY } from './get-students';

/** `GET /api/admins/get-enrolments?studentID=`: the learner's enrolments, earliest school year first. */
export function getEnrolments(studentID: string, signal?: AbortSignal): Promise<Enrolment[]> {
  return api.get<Enrolment[]>(`/api/admins/get-enrolments?${new URLSearchParams({ studentID }).toString()}`, signal);
}

/** The key of a student's enrolments, under the students' root. */
export function enrolmentsKey(studentID: string) {
  return [...STUDENTS_QUERY_KEY, 'enrolments', studentID] as const;
}

/**
 * The school years a student was enrolled in, with the level, section and where each stands. Under
 * the students' root, so a placement changed anywhere marks it stale.
 */
export function useEnrolments(studentID: string) {
  return useQuery({
    queryKey: enrolmentsKey(studentID),
    queryFn: ({ signal }) => getEnrolments(studentID, signal),
  });
}
