import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeedAnswer } from '@/types/api';
import { timetableKeys } from './query-keys';

const FEED_PATH = '/api/calendar/feed';

/** `GET /api/calendar/feed`: the signed-in user's calendar link, null until one was made. */
export function getCalendarFeed(signal?: AbortSignal): Promise<FeedAnswer> {
  return api.get<FeedAnswer>(FEED_PATH, signal);
}

/** Query options of the signed-in user's calendar link. */
export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: timetableKeys.feed, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

/** The signed-in student's or teacher's calendar link. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/**
 * `POST /api/calendar/feed`: makes the calendar link, or a new one that ends the old one. The
 * answer is the link now in force, so it replaces the shown one at once.
 */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FeedAnswer>(FEED_PATH, {}),
    onSuccess: (answer) => queryClient.setQueryData(timetableKeys.feed, answer),
  });
}
