import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherWork } from '../types';
import { classworkKeys } from './query-keys';

/**
 * `GET /api/teachers/classwork-work?assignmentID=…`: the piece with its class's work, students in
 * name order. 404 when the piece no longer exists, 403 when it is not of the teacher's subjects.
 */
export function getClassWork(assignmentID: string, signal?: AbortSignal): Promise<TeacherWork> {
  return api.get<TeacherWork>(`/api/teachers/classwork-work?assignmentID=${encodeURIComponent(assignmentID)}`, signal);
}

export function classWorkQueryOptions(assignmentID: string) {
  return queryOptions({
    queryKey: classworkKeys.work(assignmentID),
    queryFn: ({ signal }) => getClassWork(assignmentID, signal),
    // Students turn work in at any time, and it falls missing as the due time passes.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The screen says why it cannot show the piece (gone, or not the teacher's) in its place.
    meta: { silent: true },
  });
}

/** A piece of the teacher's classwork with each student's work on it. */
export function useClassWork(assignmentID: string) {
  return useQuery(classWorkQueryOptions(assignmentID));
}
