import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeRemindersView } from '../types';
import { feesKeys } from './query-keys';

/** `GET /api/fees/child-reminders`: every reminder the guardian was sent about the child, newest first. */
export function getChildReminders(studentID: string, signal?: AbortSignal): Promise<FeeRemindersView> {
  return api.get<FeeRemindersView>(`/api/fees/child-reminders?${new URLSearchParams({ studentID }).toString()}`, signal);
}

/** Query options of the child's reminders: asked afresh each time the screen opens, as they go out hourly. */
export function childRemindersQueryOptions(studentID: string) {
  return queryOptions({
    queryKey: feesKeys.childReminders(studentID),
    queryFn: ({ signal }) => getChildReminders(studentID, signal),
    staleTime: 0,
  });
}

/** The reminders the guardian was sent about the child. */
export function useChildReminders(studentID: string) {
  return useQuery(childRemindersQueryOptions(studentID));
}
