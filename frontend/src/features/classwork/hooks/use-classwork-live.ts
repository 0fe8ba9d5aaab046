import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, type LiveEvent } from '@/lib/live-socket';
import { classworkKeys } from '../api/query-keys';

/** The kind of a pushed notification, when it has one. */
function kindOf(data: unknown): string | null {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : null;
}

/**
 * What a live event makes stale: a new announcement, the class streams; work returned or gone
 * missing, the classwork lists; a reconnect (which may have missed either), both. Only the
 * queries on screen read again.
 */
export function refreshClassworkOn(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'reconnected') {
    void queryClient.invalidateQueries({ queryKey: classworkKeys.all });
    return;
  }
  if (event.type !== 'notification') return;
  const kind = kindOf(event.data);
  if (kind === 'announcement') void queryClient.invalidateQueries({ queryKey: classworkKeys.announcements() });
  else if (kind === 'classwork') void queryClient.invalidateQueries({ queryKey: classworkKeys.all });
}

/**
 * While signed in (a student or guardian): the class stream and the classwork lists follow the
 * notifications pushed about them, so an open stream shows a new announcement without a reload.
 */
export function useClassworkLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => onLiveEvent((event) => refreshClassworkOn(queryClient, event)), [queryClient]);
}
