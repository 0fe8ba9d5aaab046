import { createContext, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';

/** The part of the address a screen owns: what follows the screen's own path. */
export interface ScreenAddress {
  /** The parts after the screen's path, e.g. ['levels', 'l-7'] at /admin/classes/levels/l-7. */
  rest: readonly string[];
  /**
   * Goes to the screen's path with `rest` after it: a new history entry, so Back returns, or
   * with `replace` the current one (a choice made within the screen, such as a term).
   */
  go: (rest: readonly string[], options?: { replace?: boolean }) => void;
  /** The area's first screen, where "Page not found" leads back to. */
  home: string;
}

/** Given by the area shells to the screen the address names. */
export const ScreenAddressContext = createContext<ScreenAddress | null>(null);

/**
 * Where a screen rendered outside an area shell (as in a screen's own tests) keeps its parts:
 * shared by the components of that screen as the address would be.
 */
export const useDetachedAddress = create<ScreenAddress>()((set) => ({
  rest: [],
  go: (rest) => set({ rest }),
  home: '/',
}));

/** The part of the address the screen shown owns, and the way to change it. */
export function useScreenAddress(): ScreenAddress {
  const given = useContext(ScreenAddressContext);
  const detached = useDetachedAddress();
  return given ?? detached;
}

/** `rest` after `base`, each part encoded: the address `go(rest)` leads to. */
export function joinAddress(base: string, rest: readonly string[]): string {
  return [base, ...rest.map(encodeURIComponent)].join('/');
}

/** The parts of `pathname` after `base` (decoded), or null when it is not under `base`. */
export function partsAfter(base: string, pathname: string): string[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === base) return [];
  if (!path.startsWith(`${base}/`)) return null;
  try {
    return path.slice(base.length + 1).split('/').map(decodeURIComponent);
  } catch {
    return null; // A malformed escape names nothing.
  }
}

/**
 * What an area shell gives the screen at `base` (its own path) while the address continues
 * with `rest`.
 */
export function useAddressOfScreen(base: string, rest: readonly string[], home: string): ScreenAddress {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The parts by value, so a new array of the same parts keeps the screen's address as it was.
  const key = JSON.stringify(rest);
  return useMemo(
    () => ({
      rest: JSON.parse(key) as string[],
      home,
      go: (next, options) => {
        const to = joinAddress(base, next);
        // Going to the address shown adds no history entry; the screen changes at once.
        void navigate(to, { replace: options?.replace ?? to === pathname, flushSync: true });
      },
    }),
    [base, key, home, navigate, pathname],
  );
}
