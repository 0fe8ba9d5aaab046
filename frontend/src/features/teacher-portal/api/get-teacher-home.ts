import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherHomeView } from '@/types/wire';
import { teacherPortalKeys } from './query-keys';

/** `GET /api/teachers/home?date=`: the teacher's registers of `date`, the term's gradebooks, their advisory sections' marks and unread messages. */
export function getTeacherHome(date: string, signal?: AbortSignal): Promise<TeacherHomeView> {
  return api.get<TeacherHomeView>(`/api/teachers/home?${new URLSearchParams({ date }).toString()}`, signal);
}

/**
 * The teacher's Home of `date` (the browser's own day), fetched afresh each time Home shows: a
 * register taken or a gradebook submitted on another screen shows when the teacher comes back.
 */
export function useTeacherHome(date: string) {
  return useQuery({
    queryKey: teacherPortalKeys.home(date),
    queryFn: ({ signal }) => getTeacherHome(date, signal),
    staleTime: 0,
  });
}
