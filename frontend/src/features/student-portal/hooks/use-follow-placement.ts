import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '@/lib/live-socket';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { sessionForRole, useSessionStore } from '@/lib/session-store';

/** Every query of the student portal (section, subjects, teachers). */
const STUDENT_PORTAL_KEY = ['student-portal'] as const;

/**
 * Follows the student's section live: when the server says it changed (moved, placed, taken
 * out, or the section deleted), or after a reconnect that may have missed that word, the
 * session is read again (the menu's class entry and the Class page follow the user it carries)
 * and the class queries are marked stale, so nothing shows the old section until a reload.
 *
 * A section the student has left is not fetched again (the server would refuse it, "You are
 * not in this section"): its queries are only marked stale, and the Class page asks for the new
 * section once the session names it.
 */
export function useFollowPlacement() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'notification' || event.type === 'childrenChanged') return;
        const shown = sessionForRole(useSessionStore.getState().session, 'student')?.user.sectionID ?? null;
        const same = event.type === 'reconnected' || event.data.sectionID === shown;
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
        void queryClient.invalidateQueries({ queryKey: STUDENT_PORTAL_KEY, refetchType: same ? 'active' : 'none' });
      }),
    [queryClient],
  );
}
