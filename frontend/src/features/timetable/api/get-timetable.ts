import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TimetableAnswer } from '@/types/api';
import { timetableKeys } from './query-keys';

/** `GET /api/timetable`: the signed-in student's section week, or the teacher's own and advisory weeks. */
export function getTimetable(signal?: AbortSignal): Promise<TimetableAnswer> {
  return api.get<TimetableAnswer>('/api/timetable', signal);
}

/** Query options of the signed-in user's own timetable. */
export function timetableQueryOptions() {
  return queryOptions({ queryKey: timetableKeys.mine, queryFn: ({ signal }) => getTimetable(signal) });
}

/** The signed-in student's or teacher's week (and a teacher's advisory weeks). */
export function useTimetable() {
  return useQuery(timetableQueryOptions());
}
