import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '@/lib/live-socket';

/** Every query of the guardian portal (the children, and what is read of them). */
const GUARDIAN_PORTAL_KEY = ['guardian-portal'] as const;

/**
 * Follows the guardian's children live: when the server says they changed (a child linked,
 * unlinked or deleted), or after a reconnect that may have missed that word, the children are
 * read again (the child switcher follows) and everything read of them is marked stale, so no
 * screen keeps showing a child that is no longer linked.
 */
export function useFollowChildren() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type !== 'childrenChanged' && event.type !== 'reconnected') return;
        void queryClient.invalidateQueries({ queryKey: GUARDIAN_PORTAL_KEY });
      }),
    [queryClient],
  );
}
