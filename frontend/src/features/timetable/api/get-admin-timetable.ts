import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TimetableAnswer } from '@/types/api';
import { timetableKeys, type TimetableKind } from './query-keys';

/** `GET /api/admins/timetable?sectionID=` or `?teacherID=`: that section's or teacher's week. */
export function getAdminTimetable(kind: TimetableKind, id: string, signal?: AbortSignal): Promise<TimetableAnswer> {
  const params = new URLSearchParams({ [kind === 'section' ? 'sectionID' : 'teacherID']: id });
  return api.get<TimetableAnswer>(`/api/admins/timetable?${params.toString()}`, signal);
}

/** Query options of a section's or teacher's week; idle until one is chosen. */
export function adminTimetableQueryOptions(kind: TimetableKind, id: string | null) {
  return queryOptions({
    queryKey: timetableKeys.admin(kind, id ?? ''),
    queryFn: ({ signal }) => getAdminTimetable(kind, id ?? '', signal),
    enabled: id !== null,
  });
}

/** The chosen section's or teacher's week (with a teacher's advisory weeks), for an administrator. */
export function useAdminTimetable(kind: TimetableKind, id: string | null) {
  return useQuery(adminTimetableQueryOptions(kind, id));
}
