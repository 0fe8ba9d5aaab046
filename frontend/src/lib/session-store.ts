import { create } from 'zustand';
import type { Role, Session, SessionOf } from '@/types/api';

/** What someone is told when the server has ended their session; the same text closes their live sockets. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

interface SessionState {
  /** Who is signed in, or null when nobody is (the area then shows its login screen). */
  session: Session | null;
  setSession: (session: Session | null) => void;
  clearSession: () => void;
  /** The server refused a call until the password is changed: show that screen. */
  requirePasswordChange: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: null,
  setSession: (session) => set({ session }),
  clearSession: () => set({ session: null }),
  requirePasswordChange: () =>
    set(({ session }) =>
      session
        ? { session: { ...session, user: { ...session.user, must_change_password: true } } as Session }
        : {},
    ),
}));

/** The session if it belongs to `role` (or to one of the roles listed), else null. */
export function sessionForRole<R extends Role>(
  session: Session | null,
  role: R | readonly R[],
): SessionOf<R> | null {
  const admitted: readonly Role[] = typeof role === 'string' ? [role] : role;
  return session !== null && admitted.includes(session.role) ? (session as SessionOf<R>) : null;
}

/** The staff who sign in at /admin: administrators, and cashiers (who see only Fees). */
export const STAFF_ROLES = ['admin', 'cashier'] as const;

/** An administrator or a cashier. */
export type StaffRole = (typeof STAFF_ROLES)[number];
