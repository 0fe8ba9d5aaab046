import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { joinAddress, partsAfter } from '@/lib/screen-address';

/** A portal's menu as its address names it. */
export interface PortalMenuState<Item extends string> {
  /** The menu item whose screen the content panel shows; null when the address names none. */
  active: Item | null;
  /** The address of the active item ('' when none). */
  activePath: string;
  /** The parts of the address after the active item's own (for an item that owns them). */
  rest: readonly string[];
  /**
   * Goes to the item's address (a new history entry, so Back returns), with `rest` after it
   * for an item that owns the addresses under its own (a register of Attendance), and the
   * search parameters the portal keeps (`keepSearch`).
   */
  setActive: (item: Item, rest?: readonly string[]) => void;
  /** Back to the item the portal opens on. */
  goHome: () => void;
  /** The address of the item the portal opens on. */
  home: string;
}

/** Where each of a portal's menu items lives. */
export interface PortalAddresses<Item extends string> {
  /** The portal's entry path, e.g. '/teacher': the home item's address. */
  base: string;
  /** Further paths that open the home item (the student portal is also at '/'). */
  alsoHome?: readonly string[];
  home: Item;
  /** Each item's path under `base` ('' for the home item). */
  paths: Record<Item, string>;
  /** Items whose screens own the addresses under their own (a gradebook's subject and term). */
  nested?: readonly Item[];
  /**
   * Search parameters a menu choice carries over to the next screen, e.g. the guardian
   * portal's `child`: what every screen of the portal is about. None when left out.
   */
  keepSearch?: readonly string[];
}

/** A portal's menu hook: `useTeacherMenu((menu) => menu.setActive)`. */
export type PortalMenuHook<Item extends string> = <T>(selector: (state: PortalMenuState<Item>) => T) => T;

/**
 * The item `pathname` names and the parts after its path (for a nested item), or null when it
 * names none.
 */
export function itemAt<Item extends string>(
  addresses: PortalAddresses<Item>,
  pathname: string,
): { item: Item; rest: string[] } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (addresses.alsoHome?.includes(path)) return { item: addresses.home, rest: [] };
  const parts = partsAfter(addresses.base, pathname);
  if (parts === null) return null;
  if (parts.length === 0) return { item: addresses.home, rest: [] };
  const items = Object.keys(addresses.paths) as Item[];
  const item = items.find((each) => addresses.paths[each] !== '' && addresses.paths[each] === parts[0]);
  if (!item || (parts.length > 1 && !addresses.nested?.includes(item))) return null;
  return { item, rest: parts.slice(1) };
}

/**
 * The address of `item`, e.g. '/teacher/attendance', with `rest` after it for an item that owns
 * the addresses under its own ('/teacher/grades/{subjectID}/{termID}').
 */
export function addressOf<Item extends string>(addresses: PortalAddresses<Item>, item: Item, rest: readonly string[] = []): string {
  const path = addresses.paths[item];
  return joinAddress(path ? `${addresses.base}/${path}` : addresses.base, rest);
}

/** The part of `search` (e.g. '?child=s-2&tab=x') a menu choice keeps: '?child=s-2', or ''. */
function keptSearch<Item extends string>(addresses: PortalAddresses<Item>, search: string): string {
  const shown = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of addresses.keepSearch ?? []) {
    for (const value of shown.getAll(name)) kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The hook of a portal's menu: the address is the one place the chosen item is kept, so Back and
 * Forward move between screens, a reload keeps the screen and a copied link opens it.
 */
export function createPortalMenu<Item extends string>(addresses: PortalAddresses<Item>): PortalMenuHook<Item> {
  return function usePortalMenu<T>(selector: (state: PortalMenuState<Item>) => T): T {
    const { pathname, search } = useLocation();
    const navigate = useNavigate();
    const setActive = useCallback(
      (item: Item, rest: readonly string[] = []) => {
        const path = joinAddress(addressOf(addresses, item), rest);
        // Choosing the screen shown adds no history entry. The new screen (or its spinner while
        // its code loads) shows at once, as a menu choice should, not after a transition.
        void navigate(`${path}${keptSearch(addresses, search)}`, { replace: path === pathname, flushSync: true });
      },
      [navigate, pathname, search],
    );
    const goHome = useCallback(() => setActive(addresses.home), [setActive]);
    const shown = itemAt(addresses, pathname);
    return selector({
      active: shown?.item ?? null,
      activePath: shown ? addressOf(addresses, shown.item) : '',
      rest: shown?.rest ?? [],
      setActive,
      goHome,
      home: addresses.base,
    });
  };
}
