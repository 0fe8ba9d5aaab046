import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TimetableAnswer } from '@/types/api';
import { timetableKeys } from './query-keys';

/** `GET /api/guardians/children/{studentID}/timetable`: a guardian's child's section week. */
export function getChildTimetable(studentID: string, signal?: AbortSignal): Promise<TimetableAnswer> {
  return api.get<TimetableAnswer>(`/api/guardians/children/${encodeURIComponent(studentID)}/timetable`, signal);
}

/** The week of a guardian's child, as the child's own Timetable shows it. */
export function useChildTimetable(studentID: string) {
  return useQuery({ queryKey: timetableKeys.child(studentID), queryFn: ({ signal }) => getChildTimetable(studentID, signal) });
}
