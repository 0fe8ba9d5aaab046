import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Announcements, StreamSource } from '../types';
import { classworkKeys } from './query-keys';

/**
 * `GET /api/teachers/announcements?sectionID=…`: the stream of a section the teacher advises or
 * teaches, newest first (50 at most). 403 when it is not one of the teacher's classes.
 */
export function getSectionAnnouncements(sectionID: string, signal?: AbortSignal): Promise<Announcements> {
  return api.get<Announcements>(`/api/teachers/announcements?sectionID=${encodeURIComponent(sectionID)}`, signal);
}

/** `GET /api/students/announcements`: what went to the students of the signed-in student's section, newest first. */
export function getStudentAnnouncements(signal?: AbortSignal): Promise<Announcements> {
  return api.get<Announcements>('/api/students/announcements', signal);
}

/**
 * `GET /api/guardians/children/{studentID}/announcements`: what went to the guardians of the
 * child's section, newest first.
 */
export function getChildAnnouncements(studentID: string, signal?: AbortSignal): Promise<Announcements> {
  return api.get<Announcements>(`/api/guardians/children/${encodeURIComponent(studentID)}/announcements`, signal);
}

function streamQuery(source: StreamSource) {
  switch (source.of) {
    case 'section':
      return {
        queryKey: classworkKeys.sectionStream(source.sectionID),
        fetch: (signal: AbortSignal) => getSectionAnnouncements(source.sectionID, signal),
      };
    case 'student':
      return { queryKey: classworkKeys.studentStream(), fetch: (signal: AbortSignal) => getStudentAnnouncements(signal) };
    case 'child':
      return {
        queryKey: classworkKeys.childStream(source.studentID),
        fetch: (signal: AbortSignal) => getChildAnnouncements(source.studentID, signal),
      };
  }
}

export function announcementsQueryOptions(source: StreamSource) {
  const { queryKey, fetch } = streamQuery(source);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    // Teachers post at any time.
    staleTime: 0,
  });
}

/** A class stream, newest first: a section's (the teacher's), the student's own, or a guardian's child's. */
export function useAnnouncements(source: StreamSource) {
  return useQuery(announcementsQueryOptions(source));
}
